import type { ComponentType } from 'react';
import type { IntegrationName } from '../../../../../../shared/settings/integrations';

/** What GET /api/admin/integrations says of a card: never a value, only whether it is set and its last four characters. */
export type IntegrationView = {
  name: IntegrationName;
  configured: boolean;
  fields: Record<string, { configured: boolean; last4: string | null }>;
  updatedAt: string | null;
  updatedBy: string | null;
};

/**
 * What one card adds to the generic card of the 'API & Intégrations' tab: its own save (e.g. test
 * before saving) with its label, and its action buttons (test, synchronise), which see the typed values.
 */
export type CardExtension = {
  saveLabel?: string;
  save?: (values: Record<string, string>) => Promise<IntegrationView>;
  Actions?: ComponentType<{ card: IntegrationView; values: Record<string, string> }>;
};

import type { ComponentType } from 'react';
import type { IntegrationView } from '../../../../../../shared/settings/integrations';

/**
 * What one card adds to the generic card of the 'API & Intégrations' tab: its own save (e.g. test
 * before saving) with its label, and its action buttons (test, synchronise), which see the typed values.
 */
export type CardExtension = {
  saveLabel?: string;
  save?: (values: Record<string, string>) => Promise<IntegrationView>;
  Actions?: ComponentType<{ card: IntegrationView; values: Record<string, string> }>;
};

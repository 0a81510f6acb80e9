import type { IntegrationView } from '../settings/integrations.js';

/**
 * The lead CRM card's actions as the API answers them (pure: the web reads it). Texts of
 * admin-and-platform.md §8 "Settings".
 */
export const CRM_TEST_MESSAGES = {
  success: 'Test réussi !',
  noLead: 'Aucun lead disponible',
  failed: (message: string) => `Impossible de tester la synchronisation: ${message}`,
} as const;

/** What one attempt to send a lead to the CRM did (shared/leads/server/crm-sync.ts), as the lead's sync answers it. */
export type CrmSyncOutcome = 'lead-erased' | 'already-synced' | 'not-configured' | 'synced' | 'failed';

/** POST /api/admin/lead-crm/test: always 200 for an admin; `result` says what the check found. */
export type LeadCrmTestResult =
  | { result: 'success'; message: string; leadId: string; realhubId: string }
  | { result: 'no-lead'; message: string }
  | { result: 'failed'; message: string; leadId: string };

/** PUT /api/admin/lead-crm/key: the card as saved, and how many unsynced leads were queued for sending. */
export type LeadCrmKeySaved = IntegrationView & { leadsQueued: number };

import { leadRepository } from './repository.js';
import { settingsRepository } from '../settings/repository.js';
import { logger } from '../observability/logger.js';

export const CRM_NOT_CONFIGURED = 'Aucune clé CRM configurée : le lead reste en attente de synchronisation.';

/**
 * Outcome of the automatic CRM sync of one lead (admin-and-platform.md §4 "Lead sync").
 * Leads already synced (realhubId) are skipped; without CRM credentials the lead stays pending so
 * a later sync (once a key is saved) can pick it up: nothing is lost.
 */
export async function syncLeadToCrm(leadId: string, now = new Date()) {
  const lead = await leadRepository.get(leadId);
  // Erased by an admin (Law 25) before its event was handled: there is nothing left to send.
  if (!lead) return 'lead-erased' as const;
  if (lead.realhubId || lead.syncStatus === 'synced') return 'already-synced' as const;

  const settings = await settingsRepository.getIntegrationSettings();
  const configured = Boolean(settings.realhub_api_key?.trim() && settings.realhub_agent_id?.trim());
  if (!configured) {
    await leadRepository.recordSyncOutcome(leadId, { syncStatus: 'pending', syncError: CRM_NOT_CONFIGURED, at: now.toISOString() });
    return 'not-configured' as const;
  }
  // The RealHub client lands with the integrations issue; until then a configured key must not
  // pretend the lead was sent, so it stays pending with a reason an admin can read.
  logger.warn('lead CRM configured but the RealHub client is not available yet', { leadId });
  await leadRepository.recordSyncOutcome(leadId, {
    syncStatus: 'pending',
    syncError: "Le client RealHub n'est pas encore disponible : le lead sera envoyé à son activation.",
    at: now.toISOString(),
  });
  return 'client-unavailable' as const;
}

import { leadRepository } from './repository.js';
import { settingsRepository } from '../../settings/server/repository.js';
import { logger } from '../../observability/logger.js';
import { IntegrationError, type RetryPolicy } from '../../integrations/server/http.js';
import { realhubFailureReason, sendLeadToRealhub } from '../../integrations/server/realhub-leads.js';
import type { CrmSyncOutcome } from '../crm-sync-api.js';
import type { Lead } from '../schema.js';

export const CRM_NOT_CONFIGURED = 'Aucune clé CRM configurée : le lead reste en attente de synchronisation.';

/** What one attempt did; `error` is the French reason recorded on the lead when it failed. */
export type CrmSyncResult = { outcome: CrmSyncOutcome; realhubId?: string; error?: string; retryable?: boolean };

/**
 * Sends one lead to the lead CRM now (admin-and-platform.md §4 "Lead sync") and records the outcome on
 * the lead: synced with its realhub_id, or failed with the reason. Never throws for the CRM's answers:
 * the caller decides (the consumer throws on `retryable` so the bus retries, the admin routes answer it).
 * A lead already synced is skipped unless `force` (the 'Tester sync' check: the idempotency key makes
 * RealHub answer the same record, and a failed check does not undo a lead's synced state).
 * Without CRM credentials the lead stays pending so a later save of the key picks it up.
 */
export async function attemptCrmSync(leadId: string, options: { now?: Date; force?: boolean; policy?: RetryPolicy } = {}): Promise<CrmSyncResult> {
  const lead = await leadRepository.get(leadId);
  // Erased by an admin (Law 25) before its event was handled: there is nothing left to send.
  if (!lead) return { outcome: 'lead-erased' };
  const alreadySynced = Boolean(lead.realhubId) || lead.syncStatus === 'synced';
  if (alreadySynced && !options.force) return { outcome: 'already-synced', realhubId: lead.realhubId };

  const at = () => (options.now ?? new Date()).toISOString();
  const settings = await settingsRepository.getIntegrationSettings();
  const apiKey = settings.realhub_api_key?.trim();
  const agentId = settings.realhub_agent_id?.trim();
  if (!apiKey || !agentId) {
    if (!alreadySynced) await leadRepository.recordSyncOutcome(leadId, { syncStatus: 'pending', syncError: CRM_NOT_CONFIGURED, at: at() });
    return { outcome: 'not-configured', error: CRM_NOT_CONFIGURED };
  }
  return send(lead, { apiKey, agentId }, { alreadySynced, at, policy: options.policy });
}

async function send(
  lead: Lead,
  credentials: { apiKey: string; agentId: string },
  { alreadySynced, at, policy }: { alreadySynced: boolean; at: () => string; policy?: RetryPolicy },
): Promise<CrmSyncResult> {
  try {
    const { id } = await sendLeadToRealhub(lead, credentials, policy);
    await leadRepository.recordSyncOutcome(lead.id, { syncStatus: 'synced', realhubId: id, at: at() });
    return { outcome: 'synced', realhubId: id };
  } catch (error) {
    const failure = error instanceof IntegrationError ? error : new IntegrationError('unavailable', error instanceof Error ? error.message : String(error));
    const reason = realhubFailureReason(failure);
    logger.warn('lead CRM sync failed', { leadId: lead.id, kind: failure.kind, status: failure.status, reason });
    if (!alreadySynced && !(await leadRepository.recordSyncOutcome(lead.id, { syncStatus: 'failed', syncError: reason, at: at() }))) {
      // Another sync of this lead (the consumer, an admin's resend) succeeded meanwhile: that success stands.
      const now = await leadRepository.get(lead.id);
      if (!now) return { outcome: 'lead-erased' };
      if (now.realhubId) return { outcome: 'already-synced', realhubId: now.realhubId };
    }
    return { outcome: 'failed', error: reason, retryable: failure.retryable };
  }
}

/** Thrown by the consumer when the CRM stayed unavailable: the bus retries, then dead-letters. */
export class CrmUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CrmUnavailableError';
  }
}

/**
 * The consumer's sync of one lead: the outcome, or a throw when the CRM stayed unavailable after the
 * client's retries (recorded as failed first, so the admin sees why meanwhile). A final 4xx is recorded
 * and NOT thrown: retrying it would only repeat the refusal.
 */
export async function syncLeadToCrm(leadId: string, now?: Date): Promise<CrmSyncOutcome> {
  const result = await attemptCrmSync(leadId, { now });
  if (result.outcome === 'failed' && result.retryable) throw new CrmUnavailableError(result.error ?? 'RealHub indisponible');
  return result.outcome;
}

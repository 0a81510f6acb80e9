import { outboxItem } from '../../../events/publish.js';
import { LeadSyncRequestedV1 } from '../../../events/lead-sync-requested.v1.js';
import type { Actor } from '../../audit/server/service.js';
import { logger } from '../../observability/logger.js';
import { saveIntegration } from '../../settings/server/integrations-service.js';
import type { IntegrationValues } from '../../settings/schema.js';
import { INTERACTIVE_RETRY_POLICY, type RetryPolicy } from '../../integrations/server/http.js';
import { attemptCrmSync } from './crm-sync.js';
import { CRM_TEST_MESSAGES, type LeadCrmKeySaved, type LeadCrmTestResult } from '../crm-sync-api.js';
import { crmSyncRepository } from './crm-sync-repository.js';

/**
 * 'Tester sync': sends the newest lead with status new to the lead CRM with the saved key. A lead
 * already synced is sent again on purpose: its idempotency key makes RealHub answer the same record,
 * so the check proves the key without creating a duplicate (and a failed check leaves it synced).
 * Behind a button (API Gateway gives up after 30 s): the interactive retry policy, an answer within ~10 s.
 */
export async function testLeadCrmSync(now = new Date(), policy: RetryPolicy = INTERACTIVE_RETRY_POLICY): Promise<LeadCrmTestResult> {
  const leadId = await crmSyncRepository.latestNewLeadId();
  if (!leadId) return { result: 'no-lead', message: CRM_TEST_MESSAGES.noLead };
  const sync = await attemptCrmSync(leadId, { now, force: true, policy });
  if (sync.outcome === 'synced' && sync.realhubId) return { result: 'success', message: CRM_TEST_MESSAGES.success, leadId, realhubId: sync.realhubId };
  if (sync.outcome === 'lead-erased') return { result: 'no-lead', message: CRM_TEST_MESSAGES.noLead };
  return { result: 'failed', message: CRM_TEST_MESSAGES.failed(sync.error ?? 'erreur inconnue'), leadId };
}

/** How long after a failure the sweep leaves a lead to the bus's own retries (a few minutes) before queuing it again. */
export const RETRY_GRACE_MS = 10 * 60_000;

/**
 * The hourly lead-crm-retry: "CRM down for a while" outlasts the bus's retries (minutes, then the
 * dead-letter queue). Queues one LeadSyncRequested per lead whose sync failed because RealHub could not
 * be reached (not the refused ones), failed at least RETRY_GRACE_MS ago, at most MAX_LEADS_PER_RETRY per run.
 */
export async function requeueUnavailableLeads(now = new Date()): Promise<{ leadsQueued: number }> {
  const leadIds = await crmSyncRepository.unavailableLeadIds(new Date(now.getTime() - RETRY_GRACE_MS).toISOString());
  await crmSyncRepository.queue(leadIds.map((leadId) => outboxItem(LeadSyncRequestedV1, { leadId, reason: 'crm-retry' }, now)));
  logger.info('lead CRM retry: leads RealHub could not be reached for queued again', { leadsQueued: leadIds.length });
  return { leadsQueued: leadIds.length };
}

/**
 * The lead CRM card's 'Sauvegarder': saves the key and agent id (as every card), then queues one
 * LeadSyncRequested per lead not yet in the CRM (pending or failed, newest first, bounded) for
 * lead-crm-sync: "when a key is saved, pending leads are sent", with the bus's retries and dead-letter queue.
 */
export async function saveLeadCrmKey(input: IntegrationValues, actor: Actor, now = new Date()): Promise<LeadCrmKeySaved> {
  const card = await saveIntegration('realhubLeads', input, actor, now);
  const leadIds = await crmSyncRepository.unsyncedLeadIds();
  await crmSyncRepository.queue(leadIds.map((leadId) => outboxItem(LeadSyncRequestedV1, { leadId, reason: 'crm-key-saved' }, now)));
  logger.info('lead CRM key saved: unsynced leads queued', { leadsQueued: leadIds.length });
  return { ...card, leadsQueued: leadIds.length };
}

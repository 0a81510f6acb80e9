import { outboxItem } from '../../events/publish.js';
import { LeadSyncRequestedV1 } from '../../events/lead-sync-requested.v1.js';
import type { Actor } from '../audit/service.js';
import { logger } from '../observability/logger.js';
import { saveIntegration, type IntegrationView } from '../settings/integrations-service.js';
import type { IntegrationValues } from '../settings/schema.js';
import { attemptCrmSync } from './crm-sync.js';
import { CRM_TEST_MESSAGES, type LeadCrmKeySaved, type LeadCrmTestResult } from './crm-sync-api.js';
import { crmSyncRepository } from './crm-sync-repository.js';

/**
 * 'Tester sync': sends the newest lead with status new to the lead CRM with the saved key. A lead
 * already synced is sent again on purpose: its idempotency key makes RealHub answer the same record,
 * so the check proves the key without creating a duplicate (and a failed check leaves it synced).
 */
export async function testLeadCrmSync(now = new Date()): Promise<LeadCrmTestResult> {
  const leadId = await crmSyncRepository.latestNewLeadId();
  if (!leadId) return { result: 'no-lead', message: CRM_TEST_MESSAGES.noLead };
  const sync = await attemptCrmSync(leadId, { now, force: true });
  if (sync.outcome === 'synced' && sync.realhubId) return { result: 'success', message: CRM_TEST_MESSAGES.success, leadId, realhubId: sync.realhubId };
  if (sync.outcome === 'lead-erased') return { result: 'no-lead', message: CRM_TEST_MESSAGES.noLead };
  return { result: 'failed', message: CRM_TEST_MESSAGES.failed(sync.error ?? 'erreur inconnue'), leadId };
}

/**
 * The lead CRM card's 'Sauvegarder': saves the key and agent id (as every card), then queues one
 * LeadSyncRequested per lead not yet in the CRM (pending or failed, newest first, bounded) for
 * lead-crm-sync: "when a key is saved, pending leads are sent", with the bus's retries and dead-letter queue.
 */
export async function saveLeadCrmKey(input: IntegrationValues, actor: Actor, now = new Date()): Promise<LeadCrmKeySaved<IntegrationView>> {
  const card = await saveIntegration('realhubLeads', input, actor, now);
  const leadIds = await crmSyncRepository.unsyncedLeadIds();
  await crmSyncRepository.queue(leadIds.map((leadId) => outboxItem(LeadSyncRequestedV1, { leadId, reason: 'crm-key-saved' }, now)));
  logger.info('lead CRM key saved: unsynced leads queued', { leadsQueued: leadIds.length });
  return { ...card, leadsQueued: leadIds.length };
}

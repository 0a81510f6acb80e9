import { LeadCreatedV1 } from '../../../events/lead-created.v1.js';
import { LeadSyncRequestedV1 } from '../../../events/lead-sync-requested.v1.js';
import { parseEvent, type BusEvent } from '../../../events/envelope.js';
import { runOnce } from '../../../shared/db/processed-events.js';
import { syncLeadToCrm } from '../../../shared/leads/server/crm-sync.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';

/** The lead an event asks to send: LeadCreated (a new lead) or LeadSyncRequested (the CRM key was saved). */
const leadIdOf = (event: BusEvent) =>
  event['detail-type'] === LeadSyncRequestedV1.detailType ? parseEvent(LeadSyncRequestedV1, event) : parseEvent(LeadCreatedV1, event);

/**
 * Lead → lead CRM (RealHub). Idempotent on the event id (runOnce releases its marker when the work
 * throws, so a redelivery runs again), and on the lead at RealHub (idempotency key = lead id): one CRM
 * record per lead whatever the redeliveries. A CRM still unavailable after the client's retries throws:
 * the bus retries (maxAttempts), then dead-letters; a final refusal (4xx) is recorded, not retried.
 */
export const handler = withPowertools(async (event: BusEvent) => {
  const envelope = leadIdOf(event);
  const leadId = envelope.data.leadId;
  const run = await runOnce('lead-crm-sync', envelope.id, () => syncLeadToCrm(leadId));
  const outcome = run.duplicate ? 'duplicate' : run.result;
  metrics.addMetric(run.duplicate ? 'EventsDuplicate' : 'EventsProcessed', MetricUnit.Count, 1);
  if (outcome === 'synced') metrics.addMetric('LeadsSyncedToCrm', MetricUnit.Count, 1);
  if (outcome === 'failed') metrics.addMetric('LeadsRefusedByCrm', MetricUnit.Count, 1);
  logger.info('lead-crm-sync', { eventId: envelope.id, type: envelope.type, leadId, outcome });
  return outcome;
});

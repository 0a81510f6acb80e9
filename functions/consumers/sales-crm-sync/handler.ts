import { LeadCreatedV1 } from '../../../events/lead-created.v1.js';
import { parseEvent, type BusEvent } from '../../../events/envelope.js';
import { runOnce } from '../../../shared/db/processed-events.js';
import { syncLeadToSalesCrm } from '../../../shared/leads/server/sales-crm-sync.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';

/**
 * LeadCreated → sales CRM (Follow Up Boss), when its key is saved. Once per event (runOnce; its marker
 * is released when the work throws, so the bus's retry runs again). A final refusal (4xx) is logged and
 * counted, not retried; FUB still unavailable after the client's retries throws (bus retry, then DLQ).
 * A lead sent is remembered by a marker item (not on the lead: the spec has no field for it), so it is sent once.
 */
export const handler = withPowertools(async (event: BusEvent) => {
  const envelope = parseEvent(LeadCreatedV1, event);
  const run = await runOnce('sales-crm-sync', envelope.id, () => syncLeadToSalesCrm(envelope.data.leadId));
  const outcome = run.duplicate ? 'duplicate' : run.result;
  metrics.addMetric(run.duplicate ? 'EventsDuplicate' : 'EventsProcessed', MetricUnit.Count, 1);
  if (outcome === 'sent') metrics.addMetric('LeadsSentToSalesCrm', MetricUnit.Count, 1);
  if (outcome === 'refused') metrics.addMetric('LeadsRefusedBySalesCrm', MetricUnit.Count, 1);
  logger.info('sales-crm-sync', { eventId: envelope.id, leadId: envelope.data.leadId, outcome });
  return outcome;
});

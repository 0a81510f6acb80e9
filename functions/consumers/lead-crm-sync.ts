import { LeadCreatedV1 } from '../../events/lead-created.v1.js';
import { parseEvent, type BusEvent } from '../../events/envelope.js';
import { runOnce } from '../../shared/db/processed-events.js';
import { syncLeadToCrm } from '../../shared/leads/crm-sync.js';
import { logger } from '../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../shared/observability/metrics.js';
import { withPowertools } from '../../shared/observability/middleware.js';

/** LeadCreated → lead CRM. Idempotent on the event id; a throw makes the bus retry, then dead-letter. */
export const handler = withPowertools(async (event: BusEvent) => {
  const envelope = parseEvent(LeadCreatedV1, event);
  const run = await runOnce('lead-crm-sync', envelope.id, () => syncLeadToCrm(envelope.data.leadId));
  const outcome = run.duplicate ? 'duplicate' : run.result;
  metrics.addMetric(run.duplicate ? 'EventsDuplicate' : 'EventsProcessed', MetricUnit.Count, 1);
  logger.info('lead-crm-sync', { eventId: envelope.id, leadId: envelope.data.leadId, outcome });
  return outcome;
});

import { AppointmentCompletedV1 } from '../../../events/appointment-completed.v1.js';
import { parseEvent, type BusEvent } from '../../../events/envelope.js';
import { LeadCreatedV1 } from '../../../events/lead-created.v1.js';
import { runOnce } from '../../../shared/db/processed-events.js';
import { notifyNewLead, notifyVisitRequest } from '../../../shared/notifications/server/service.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';

/**
 * New lead or completed visit → a French e-mail to the broker (or the brokerage). Once per event id; a
 * mail failure releases the marker and throws: the bus retries, then dead-letters.
 */
export const handler = withPowertools(async (event: BusEvent) => {
  const work =
    event['detail-type'] === AppointmentCompletedV1.detailType
      ? (() => {
          const envelope = parseEvent(AppointmentCompletedV1, event);
          return { id: envelope.id, subject: envelope.data.appointmentId, run: () => notifyVisitRequest(envelope.data) };
        })()
      : (() => {
          const envelope = parseEvent(LeadCreatedV1, event);
          return { id: envelope.id, subject: envelope.data.leadId, run: () => notifyNewLead(envelope.data.leadId) };
        })();
  const run = await runOnce('notifications', work.id, work.run);
  const outcome = run.duplicate ? 'duplicate' : run.result;
  metrics.addMetric(run.duplicate ? 'EventsDuplicate' : 'EventsProcessed', MetricUnit.Count, 1);
  logger.info('notifications', { eventId: work.id, detailType: event['detail-type'], subject: work.subject, outcome });
  return outcome;
});

import { AppointmentBookedV1 } from '../../../events/appointment-booked.v1.js';
import { parseEvent, type BusEvent } from '../../../events/envelope.js';
import { completeBooking } from '../../../shared/appointments/server/completion.js';
import { runOnce } from '../../../shared/db/processed-events.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';

/**
 * AppointmentBooked → the visit completed from the scheduling service (event and invitee), its lead
 * linked or created, or the booking rejected. Idempotent on the event id; a throw (service unavailable)
 * releases the marker and makes the bus retry, then dead-letter.
 */
export const handler = withPowertools(async (event: BusEvent) => {
  const envelope = parseEvent(AppointmentBookedV1, event);
  const { appointmentId, eventUri, inviteeUri } = envelope.data;
  const run = await runOnce('visit-completion', envelope.id, () => completeBooking({ appointmentId, eventUri, inviteeUri }));
  const outcome = run.duplicate ? 'duplicate' : run.result;
  metrics.addMetric(run.duplicate ? 'EventsDuplicate' : 'EventsProcessed', MetricUnit.Count, 1);
  logger.info('visit-completion', { eventId: envelope.id, appointmentId, outcome });
  return outcome;
});

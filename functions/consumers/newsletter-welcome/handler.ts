import { parseEvent, type BusEvent } from '../../../events/envelope.js';
import { SubscriberSubscribedV1 } from '../../../events/subscriber-subscribed.v1.js';
import { runOnce } from '../../../shared/db/processed-events.js';
import { sendWelcomeMail } from '../../../shared/newsletter/server/welcome.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';

/** SubscriberSubscribed → welcome mail. Idempotent on the event id; a throw makes the bus retry, then dead-letter. */
export const handler = withPowertools(async (event: BusEvent) => {
  const envelope = parseEvent(SubscriberSubscribedV1, event);
  const { subscriberId, outcome } = envelope.data;
  const run = await runOnce('newsletter-welcome', envelope.id, () => sendWelcomeMail(subscriberId, outcome));
  const result = run.duplicate ? 'duplicate' : run.result;
  metrics.addMetric(run.duplicate ? 'EventsDuplicate' : 'EventsProcessed', MetricUnit.Count, 1);
  logger.info('newsletter-welcome', { eventId: envelope.id, subscriberId, outcome: result });
  return result;
});

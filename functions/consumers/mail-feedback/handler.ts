import type { BusEvent } from '../../../events/envelope.js';
import { campaignFeedback, parseMailFeedback, undeliverableAddresses } from '../../../events/mail-feedback.js';
import { runOnce } from '../../../shared/db/processed-events.js';
import { campaignRepository } from '../../../shared/newsletter/server/campaign-repository.js';
import { unsubscribeUndeliverable } from '../../../shared/newsletter/server/service.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';

export const handler = withPowertools(async (event: BusEvent) => {
  const detail = parseMailFeedback(event);
  const addresses = undeliverableAddresses(detail);
  const run = await runOnce('mail-feedback', event.id, async () => {
    let unsubscribed = 0;
    for (const email of addresses) if ((await unsubscribeUndeliverable(email)) === 'unsubscribed') unsubscribed += 1;
    // A campaign's mail: its page counts what came back.
    const feedback = campaignFeedback(detail);
    if (feedback?.count && (await campaignRepository.get(feedback.campaignId))) await campaignRepository.count(feedback.campaignId, feedback.counter, feedback.count);
    return unsubscribed;
  });
  metrics.addMetric(run.duplicate ? 'EventsDuplicate' : 'EventsProcessed', MetricUnit.Count, 1);
  // Counts only: the addresses are personal data and stay out of the logs.
  logger.info('mail-feedback', { eventId: event.id, eventType: detail.eventType, recipients: addresses.length, unsubscribed: run.duplicate ? 'duplicate' : run.result });
  return run.duplicate ? 'duplicate' : run.result;
});

import { CampaignSendRequestedV1 } from '../../../events/campaign-send-requested.v1.js';
import { parseEvent, type BusEvent } from '../../../events/envelope.js';
import { runOnce } from '../../../shared/db/processed-events.js';
import { fanOutCampaign } from '../../../shared/newsletter/server/campaign-delivery.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';

export const handler = withPowertools(async (event: BusEvent, context) => {
  const envelope = parseEvent(CampaignSendRequestedV1, event);
  const { campaignId } = envelope.data;
  const run = await runOnce('campaign-fanout', envelope.id, () => fanOutCampaign(campaignId, { timeLeftMs: () => context.getRemainingTimeInMillis() }));
  const result = run.duplicate ? 'duplicate' : run.result;
  metrics.addMetric(run.duplicate ? 'EventsDuplicate' : 'EventsProcessed', MetricUnit.Count, 1);
  logger.info('campaign-fanout', { eventId: envelope.id, campaignId, result });
  return result;
});

import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { campaignBatchSchema } from '../../../shared/newsletter/campaign-sending.js';
import { accountPacer } from '../../../shared/mail/server/account-pace.js';
import { sendCampaignBatch } from '../../../shared/newsletter/server/campaign-delivery.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';

/**
 * Reports partial batch failures (ReportBatchItemFailures): a message SES throttled goes back to the queue
 * alone, and after maxReceiveCount receives to the dead-letter queue. A malformed message is a bug: it
 * throws, so it ends there too.
 */
export const handler = withPowertools(async (event: SQSEvent, context): Promise<SQSBatchResponse> => {
  const pace = await accountPacer();
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const batch = campaignBatchSchema.parse(JSON.parse(record.body));
    const outcome = await sendCampaignBatch(batch, { pace, timeLeftMs: () => context.getRemainingTimeInMillis() });
    if (outcome.retryLater) batchItemFailures.push({ itemIdentifier: record.messageId });
    metrics.addMetric('CampaignMailsSent', MetricUnit.Count, outcome.sent);
    metrics.addMetric('CampaignMailsFailed', MetricUnit.Count, outcome.failed);
    // Counts only: the recipients' addresses stay out of the logs.
    logger.info('campaign-send', { messageId: record.messageId, campaignId: batch.campaignId, receiveCount: record.attributes.ApproximateReceiveCount, ...outcome });
  }
  return { batchItemFailures };
});

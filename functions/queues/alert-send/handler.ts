import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { alertSendBatchSchema } from '../../../shared/alerts/sending.js';
import { sendAlertBatch } from '../../../shared/alerts/server/sending.js';
import { accountPacer } from '../../../shared/mail/server/account-pace.js';
import { logger } from '../../../shared/observability/logger.js';
import { metrics, MetricUnit } from '../../../shared/observability/metrics.js';
import { withPowertools } from '../../../shared/observability/middleware.js';

/**
 * Reports partial batch failures (ReportBatchItemFailures): a message SES throttled goes back to the queue alone,
 * and after maxReceiveCount receives to the dead-letter queue. A malformed message is a bug: it throws, so it ends
 * there too.
 */
export const handler = withPowertools(async (event: SQSEvent, context): Promise<SQSBatchResponse> => {
  const pace = await accountPacer();
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const batch = alertSendBatchSchema.parse(JSON.parse(record.body));
    const outcome = await sendAlertBatch(batch, { pace, timeLeftMs: () => context.getRemainingTimeInMillis() });
    if (outcome.retryLater) batchItemFailures.push({ itemIdentifier: record.messageId });
    metrics.addMetric('AlertMailsSent', MetricUnit.Count, outcome.mails);
    // Counts only: the alerts' addresses stay out of the logs.
    logger.info('alert-send', { messageId: record.messageId, receiveCount: record.attributes.ApproximateReceiveCount, ...outcome });
  }
  return { batchItemFailures };
});

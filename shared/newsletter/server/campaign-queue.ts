import type { SQSClient } from '@aws-sdk/client-sqs';
import { env } from '../../config/env.js';
import { chunk, QUEUE_BATCH_ENTRIES, type CampaignBatch } from '../campaign-sending.js';

/** Puts campaign batches on the send queue (events/queues.ts), ten per SendMessageBatch. */
export type CampaignQueue = { enqueue(batches: CampaignBatch[]): Promise<void> };

let client: SQSClient | undefined;

export const campaignQueue: CampaignQueue = {
  async enqueue(batches) {
    const url = env().CAMPAIGN_QUEUE_URL;
    if (!url) throw new Error('CAMPAIGN_QUEUE_URL is not set: campaigns need their send queue');
    // The SDK loads with the first campaign, not with the function's module (issue 12).
    const { SQSClient, SendMessageBatchCommand } = await import('@aws-sdk/client-sqs');
    client ??= new SQSClient({});
    for (const entries of chunk(batches, QUEUE_BATCH_ENTRIES)) {
      const out = await client.send(
        new SendMessageBatchCommand({ QueueUrl: url, Entries: entries.map((batch, i) => ({ Id: String(i), MessageBody: JSON.stringify(batch) })) }),
      );
      // A partial failure throws: the caller's retry sends the chunk again, and the deliveries' claims drop the copies.
      if (out.Failed?.length) throw new Error(`SQS refused ${out.Failed.length} of ${entries.length} campaign batches: ${out.Failed.map((f) => f.Code).join(', ')}`);
    }
  },
};

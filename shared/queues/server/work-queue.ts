import type { SQSClient } from '@aws-sdk/client-sqs';
import type { WorkQueue } from '../../../events/queues.js';
import { env } from '../../config/env.js';

/** Time a queue's consumer keeps in hand before its timeout: what is left goes back on its queue (a fan-out hands over to a new run). */
export const HANDOVER_MARGIN_MS = 15_000;

/** SQS SendMessageBatch takes at most 10 entries. */
export const QUEUE_BATCH_ENTRIES = 10;

/** Puts messages on one work queue of events/queues.ts (its URL from the function's environment). */
export type WorkQueueSender<T> = { enqueue(messages: T[]): Promise<void> };

let client: SQSClient | undefined;

export function workQueueSender<T>(queue: WorkQueue): WorkQueueSender<T> {
  return {
    async enqueue(messages) {
      const url = env()[queue.urlVariable];
      if (!url) throw new Error(`${queue.urlVariable} is not set: ${queue.name} needs its queue`);
      // The SDK loads with the first message, not with the function's module (issue 12).
      const { SQSClient, SendMessageBatchCommand } = await import('@aws-sdk/client-sqs');
      client ??= new SQSClient({});
      for (let i = 0; i < messages.length; i += QUEUE_BATCH_ENTRIES) {
        const entries = messages.slice(i, i + QUEUE_BATCH_ENTRIES);
        const out = await client.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: entries.map((message, n) => ({ Id: String(n), MessageBody: JSON.stringify(message) })) }));
        // A partial failure throws: the caller's retry sends the chunk again, and the receivers' claims drop the copies.
        if (out.Failed?.length) throw new Error(`SQS refused ${out.Failed.length} of ${entries.length} ${queue.name} messages: ${out.Failed.map((f) => f.Code).join(', ')}`);
      }
    },
  };
}

/**
 * Work queues (SQS), defined once: CDK creates each queue with its dead-letter queue and the event
 * source mapping of its consumer; the local stack runs the same consumer with the same batch size,
 * concurrency and receive count (infra/local/queues.ts). Which function consumes a queue is said once,
 * in the function registry (infra/functions.ts).
 */
export type WorkQueue = {
  name: string;
  description: string;
  /** Messages per invocation. */
  batchSize: number;
  /** The event source mapping's maximum concurrency (Lambda allows 2 to 1000): the sender's share of a rate. */
  maxConcurrency: number;
  /** Receives before a message is parked in the dead-letter queue. */
  maxReceiveCount: number;
  /** Env var the producers read the queue's URL from. */
  urlVariable: 'CAMPAIGN_QUEUE_URL' | 'ALERT_QUEUE_URL';
};

export const CAMPAIGN_SENDS_QUEUE = {
  name: 'campaign-sends',
  description: 'Chunks of a newsletter campaign’s recipients, sent by campaign-send at the SES account’s rate',
  batchSize: 1,
  maxConcurrency: 2,
  maxReceiveCount: 5,
  urlVariable: 'CAMPAIGN_QUEUE_URL',
} as const satisfies WorkQueue;

export const ALERT_SENDS_QUEUE = {
  name: 'alert-sends',
  description: 'Alert mails (an immediate alert’s change, a daily or weekly digest), sent by alert-send at the SES account’s rate',
  batchSize: 1,
  maxConcurrency: 2,
  maxReceiveCount: 5,
  urlVariable: 'ALERT_QUEUE_URL',
} as const satisfies WorkQueue;

/** Every work queue sends mail in bulk: their senders share the SES account's rate (shared/mail/server/account-pace.ts). */
export const QUEUES: readonly WorkQueue[] = [CAMPAIGN_SENDS_QUEUE, ALERT_SENDS_QUEUE];
export type QueueName = (typeof QUEUES)[number]['name'];

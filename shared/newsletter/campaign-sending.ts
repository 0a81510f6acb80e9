import * as z from 'zod/mini';
import type { CampaignDelivery } from './campaign.js';

/**
 * Pure rules of sending a campaign (issue 26, item 4): the queue's message, its chunks, the claim that
 * makes a retry harmless, the pace that holds the SES account's rate, and which SES errors are worth
 * retrying. The server's fan-out and sender (shared/newsletter/server/) apply them.
 */

/** Recipients per queue message: a sender invocation's work, well inside its timeout at 1 mail per second. */
export const RECIPIENTS_PER_MESSAGE = 50;
/** The active subscribers the fan-out reads per page (one Query each). */
export const FANOUT_PAGE_SIZE = 500;

export const campaignBatchSchema = z.object({
  campaignId: z.string().check(z.minLength(1)),
  recipients: z
    .array(z.object({ id: z.string().check(z.minLength(1)), email: z.string().check(z.minLength(3)) }))
    .check(z.minLength(1), z.maxLength(RECIPIENTS_PER_MESSAGE)),
});
export type CampaignBatch = z.infer<typeof campaignBatchSchema>;
export type Recipient = CampaignBatch['recipients'][number];

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * A claim still 'sending' after this long belongs to a run that died (the sender's timeout is 120 s): its
 * mail may or may not have left, so it is settled as failed rather than sent again (at most once).
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * What an existing delivery means for a recipient met again (a redelivered message, a second fan-out):
 * 'done' already has its outcome; 'busy' is being sent by another run right now (try the message later);
 * 'interrupted' was claimed by a run that died mid-send.
 */
export function existingClaim(delivery: Pick<CampaignDelivery, 'status' | 'claimedAt'>, now: Date): 'done' | 'busy' | 'interrupted' {
  if (delivery.status !== 'sending') return 'done';
  return now.getTime() - Date.parse(delivery.claimedAt) > CLAIM_LEASE_MS ? 'interrupted' : 'busy';
}

/** SES v2 errors that say this message will never go (a bad address, a refused content): the rest may pass later. */
const REJECTIONS = new Set(['MessageRejected', 'BadRequestException', 'MailFromDomainNotVerifiedException', 'NotFoundException']);
export const sesFailure = (error: unknown): 'reject' | 'retry' => (error instanceof Error && REJECTIONS.has(error.name) ? 'reject' : 'retry');

/**
 * Mails per second one sender may send: the account's maximum send rate shared by the bulk senders (the work
 * queues' concurrent consumers: campaigns and alerts), with a fifth left for the site's own mail (welcome mails,
 * lead notifications) meanwhile.
 */
export const SHARE_FOR_BULK_MAIL = 0.8;
export const perSenderRate = (maxSendRate: number, concurrency: number) => Math.max(0.1, (maxSendRate * SHARE_FOR_BULK_MAIL) / concurrency);

export type Clock = { now: () => number; sleep: (ms: number) => Promise<void> };
export const realClock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/** Spaces calls at least 1/perSecond apart (the first goes at once): `await pace()` before each mail. */
export function pacer(perSecond: number, clock: Clock = realClock) {
  const interval = 1000 / perSecond;
  let next = 0;
  return async () => {
    const now = clock.now();
    const at = Math.max(now, next);
    next = at + interval;
    if (at > now) await clock.sleep(at - now);
  };
}

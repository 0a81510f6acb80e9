import { CampaignSendRequestedV1 } from '../../../events/campaign-send-requested.v1.js';
import { outboxItem } from '../../../events/publish.js';
import { env } from '../../config/env.js';
import { mailSender, type MailSender } from '../../mail/server/service.js';
import { settingsRepository } from '../../settings/server/repository.js';
import { campaignFinished, campaignProgress, type Campaign, type CampaignContent } from '../campaign.js';
import { campaignMail } from '../campaign-mail.js';
import {
  chunk,
  existingClaim,
  FANOUT_PAGE_SIZE,
  RECIPIENTS_PER_MESSAGE,
  sesFailure,
  type CampaignBatch,
} from '../campaign-sending.js';
import { newsletterLinks } from '../mail.js';
import { HANDOVER_MARGIN_MS } from '../../queues/server/work-queue.js';
import { campaignQueue, type CampaignQueue } from './campaign-queue.js';
import { campaignRepository, deliveryRepository } from './campaign-repository.js';
import { subscriberRepository } from './repository.js';
import { newsletterSigningKey } from './signing-key.js';
import { signUnsubscribeToken } from './token.js';

/** Marks a campaign sent once every recipient the fan-out queued has an outcome. */
async function completeIfFinished(campaign: Campaign, now: Date) {
  if (campaign.status !== 'sending' || !campaign.fanoutDone) return;
  const progress = campaignProgress(campaign.recipients, await campaignRepository.counters(campaign.id));
  if (campaignFinished(campaign, progress)) await campaignRepository.markSent(campaign.id, now.toISOString());
}


/**
 * CampaignSendRequested → every active subscriber on the send queue, RECIPIENTS_PER_MESSAGE per message.
 * Reads FANOUT_PAGE_SIZE subscribers per Query and records the index cursor after each page is queued, so a
 * retry resumes there; a page queued twice (a crash between the two) is harmless, the deliveries' claims
 * drop the copies, and a run that finds the cursor moved by another stops. When its time runs short, it
 * publishes the event again and a new run goes on from the cursor.
 */
export async function fanOutCampaign(
  campaignId: string,
  deps: { queue?: CampaignQueue; now?: () => Date; timeLeftMs?: () => number } = {},
): Promise<{ queued: number; continued?: true } | 'skipped'> {
  const queue = deps.queue ?? campaignQueue;
  const now = deps.now ?? (() => new Date());
  let campaign: Campaign | null = await campaignRepository.get(campaignId);
  if (!campaign || campaign.status !== 'sending') return 'skipped';
  let queued = 0;
  while (!campaign.fanoutDone) {
    if (deps.timeLeftMs && deps.timeLeftMs() < HANDOVER_MARGIN_MS) {
      await campaignRepository.continueFanout(outboxItem(CampaignSendRequestedV1, { campaignId }, now()));
      return { queued, continued: true };
    }
    const from: string | null = campaign.fanoutCursor;
    const page = await subscriberRepository.activePage(from, FANOUT_PAGE_SIZE);
    const batches = chunk(page.items, RECIPIENTS_PER_MESSAGE).map((recipients) => ({ campaignId, recipients }));
    if (batches.length) await queue.enqueue(batches);
    campaign = await campaignRepository.recordFanout(campaignId, from, { added: page.items.length, cursor: page.cursor, done: !page.cursor });
    if (!campaign) return { queued };
    queued += page.items.length;
  }
  // The senders may have finished before the fan-out did (or there was nobody left to send to).
  await completeIfFinished(campaign, now());
  return { queued };
}

export type BatchOutcome = { sent: number; failed: number; skipped: number; alreadyDone: number; requeued: number; retryLater: boolean };


/**
 * Sends one queue message's recipients, each at most once: a delivery is claimed (a conditional write)
 * before its mail goes, then settled as sent, failed or skipped with its counter. A recipient met again
 * (a redelivered message) is passed over. When SES asks to slow down or cannot be reached, the claim is
 * given back and `retryLater` says to deliver the message again; when time runs short, the rest is queued
 * as a new message.
 */
export async function sendCampaignBatch(
  batch: CampaignBatch,
  deps: { sender?: MailSender; queue?: CampaignQueue; pace: () => Promise<void>; now?: () => Date; timeLeftMs?: () => number },
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { sent: 0, failed: 0, skipped: 0, alreadyDone: 0, requeued: 0, retryLater: false };
  const now = deps.now ?? (() => new Date());
  const campaign = await campaignRepository.get(batch.campaignId);
  // A campaign deleted or never started has nothing to send: the message is dropped.
  if (!campaign?.content) return outcome;
  const content = JSON.parse(campaign.content) as CampaignContent;
  const origin = env().SITE_ORIGIN;
  if (!origin) throw new Error('SITE_ORIGIN is not set: campaign mail links to the site');
  const [key, identity] = await Promise.all([newsletterSigningKey(), settingsRepository.getSiteSettings()]);

  for (const [index, recipient] of batch.recipients.entries()) {
    if (deps.timeLeftMs && deps.timeLeftMs() < HANDOVER_MARGIN_MS) {
      const rest = batch.recipients.slice(index);
      await (deps.queue ?? campaignQueue).enqueue([{ campaignId: batch.campaignId, recipients: rest }]);
      outcome.requeued = rest.length;
      break;
    }
    const claim = { campaignId: batch.campaignId, subscriberId: recipient.id, claimedAt: now().toISOString() };
    if (!(await deliveryRepository.claim(claim.campaignId, claim.subscriberId, claim.claimedAt))) {
      const existing = await deliveryRepository.get(claim.campaignId, claim.subscriberId);
      const state = existing ? existingClaim(existing, now()) : 'busy';
      if (state === 'done') outcome.alreadyDone += 1;
      else if (state === 'busy') outcome.retryLater = true;
      else if (await deliveryRepository.settle(existing!, { status: 'failed', error: 'Interrupted' })) outcome.failed += 1;
      continue;
    }
    const subscriber = await subscriberRepository.get(recipient.email);
    if (!subscriber || subscriber.id !== recipient.id || subscriber.status !== 'active') {
      if (await deliveryRepository.settle(claim, { status: 'skipped' })) outcome.skipped += 1;
      continue;
    }
    const links = newsletterLinks(origin, signUnsubscribeToken(key, subscriber.id, now()), campaign.id);
    const mail = { ...campaignMail(content, subscriber.email, links, identity), tags: [{ name: 'campaign', value: campaign.id }] };
    await deps.pace();
    try {
      const { messageId } = await (deps.sender ?? mailSender).send(mail);
      if (await deliveryRepository.settle(claim, { status: 'sent', messageId })) outcome.sent += 1;
    } catch (error) {
      if (sesFailure(error) === 'reject') {
        if (await deliveryRepository.settle(claim, { status: 'failed', error: (error as Error).name })) outcome.failed += 1;
        continue;
      }
      // Throttled, paused or unreachable: give the claim back and let the queue deliver this message again later.
      await deliveryRepository.release(claim);
      outcome.retryLater = true;
      break;
    }
  }
  await completeIfFinished((await campaignRepository.get(batch.campaignId)) ?? campaign, now());
  return outcome;
}

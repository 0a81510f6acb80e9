import { randomUUID } from 'node:crypto';
import { outboxItem } from '../../../events/publish.js';
import { SubscriberSubscribedV1 } from '../../../events/subscriber-subscribed.v1.js';
import { ValidationError } from '../../errors.js';
import type { NewsletterSource } from '../consent.js';
import type { SubscribeOutcome } from '../api.js';
import { settingsRepository } from '../../settings/server/repository.js';
import { senderIdentification } from '../../settings/identity.js';
import { campaignCounterKey, campaignRepository } from './campaign-repository.js';
import { subscriberRepository } from './repository.js';
import { decideSubscription, decideUnsubscribe } from '../rules.js';
import { newsletterSigningKey } from './signing-key.js';
import { verifyUnsubscribeToken } from './token.js';

/** Spec-free wording (the spec has none for this case): shown by /desabonnement on a bad or old link. */
export const INVALID_TOKEN_MESSAGE = 'Ce lien de désabonnement est invalide ou expiré.';

/**
 * Subscribes an e-mail (already normalised by the body schema). A new or returning subscriber is
 * written with its SubscriberSubscribed event (the welcome mail's trigger) in one transaction; a lost
 * race (another request created or re-activated the same e-mail first) is answered 'already'.
 */
export async function subscribe(input: { email: string; name?: string; source: NewsletterSource }, now = new Date()): Promise<SubscribeOutcome> {
  const [existing, settings] = await Promise.all([subscriberRepository.get(input.email), settingsRepository.getSiteSettings()]);
  const decision = decideSubscription(existing, { ...input, sender: senderIdentification(settings) }, { now, newId: randomUUID });
  if (decision.action === 'none') return decision.outcome;
  const event = outboxItem(SubscriberSubscribedV1, { subscriberId: decision.subscriber.id, outcome: decision.outcome }, now);
  const written =
    decision.action === 'create'
      ? await subscriberRepository.createWithEvent(decision.subscriber, event)
      : await subscriberRepository.reactivateWithEvent(decision.subscriber, event);
  return written ? decision.outcome : 'already';
}

/**
 * Unsubscribes the token's subscriber; idempotent. A bad, tampered or expired token is a 400. `campaignId`
 * names the campaign whose mail carried the link: its unsubscribes counter moves with the subscriber.
 */
export async function unsubscribeWithToken(token: string, now = new Date(), campaignId?: string): Promise<void> {
  const check = verifyUnsubscribeToken(await newsletterSigningKey(), token, now);
  if (!check.valid) throw new ValidationError(INVALID_TOKEN_MESSAGE);
  const subscriber = await subscriberRepository.getById(check.subscriberId);
  // A subscriber deleted by an admin is no longer on the list: the visitor's wish is already true.
  if (!subscriber) return;
  const decision = decideUnsubscribe(subscriber, now);
  // A lost race (a concurrent unsubscribe, or an admin change) leaves the subscriber as the other request wrote it.
  if (decision.action !== 'unsubscribe') return;
  const campaign = campaignId ? await campaignRepository.get(campaignId) : null;
  await subscriberRepository.setStatus(subscriber, 'unsubscribed', decision.unsubscribedAt, undefined, campaign ? campaignCounterKey(campaign.id, 'unsubscribed') : undefined);
}

/**
 * An address SES reported as undeliverable for good (a permanent bounce) or as complaining: unsubscribed,
 * as if the subscriber had followed the link, so no campaign writes to it again. SES's own suppression
 * list already stops the mail; this keeps the back office's list and counters true. Idempotent.
 */
export async function unsubscribeUndeliverable(email: string, now = new Date()): Promise<'unsubscribed' | 'unchanged'> {
  const subscriber = await subscriberRepository.get(email);
  if (!subscriber) return 'unchanged';
  const decision = decideUnsubscribe(subscriber, now);
  if (decision.action !== 'unsubscribe') return 'unchanged';
  return (await subscriberRepository.setStatus(subscriber, 'unsubscribed', decision.unsubscribedAt)) ? 'unsubscribed' : 'unchanged';
}

import type { NewsletterSource } from './consent.js';
import { consentWording } from './consent.js';
import type { SubscribeOutcome } from './api.js';
import type { Subscriber } from './schema.js';

/** `sender`: the brokerage's identification in the consent wording (the site settings'). */
export type SubscribeInput = { email: string; name?: string | null; source: NewsletterSource; sender: string };

/**
 * What a subscription request does to the stored subscriber (spec §4/§5):
 * none → a new active subscriber; active → nothing ('already'); unsubscribed → active again with a new
 * subscribedAt and no unsubscribedAt ('resubscribed'). The consent (when, which form, its wording) is
 * recorded each time the person subscribes; 'already' records nothing.
 */
export type SubscribeDecision =
  | { action: 'create'; subscriber: Subscriber; outcome: Extract<SubscribeOutcome, 'subscribed'> }
  | { action: 'none'; outcome: Extract<SubscribeOutcome, 'already'> }
  | { action: 'reactivate'; subscriber: Subscriber; outcome: Extract<SubscribeOutcome, 'resubscribed'> };

export function decideSubscription(existing: Subscriber | null, input: SubscribeInput, context: { now: Date; newId: () => string }): SubscribeDecision {
  const at = context.now.toISOString();
  const consent = { consentAt: at, consentSource: input.source, consentText: consentWording(input.source, input.sender) };
  const name = input.name?.trim() || null;
  if (!existing) {
    return {
      action: 'create',
      outcome: 'subscribed',
      subscriber: {
        id: context.newId(),
        email: input.email,
        name,
        status: 'active',
        source: input.source,
        subscribedAt: at,
        unsubscribedAt: null,
        createdAt: at,
        ...consent,
      },
    };
  }
  if (existing.status === 'active') return { action: 'none', outcome: 'already' };
  return {
    action: 'reactivate',
    outcome: 'resubscribed',
    subscriber: { ...existing, name: name ?? existing.name, status: 'active', subscribedAt: at, unsubscribedAt: null, ...consent },
  };
}

/** Unsubscribing is idempotent: an unsubscribed subscriber stays as is (same success for the visitor). */
export type UnsubscribeDecision = { action: 'none' } | { action: 'unsubscribe'; unsubscribedAt: string };

export function decideUnsubscribe(existing: Pick<Subscriber, 'status'>, now: Date): UnsubscribeDecision {
  return existing.status === 'unsubscribed' ? { action: 'none' } : { action: 'unsubscribe', unsubscribedAt: now.toISOString() };
}

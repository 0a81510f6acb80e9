import * as z from 'zod/mini';
import { defineEvent } from './envelope.js';

/** A person subscribed to the newsletter, or subscribed again after unsubscribing (not on 'already'). */
export const SubscriberSubscribedV1 = defineEvent({
  source: 'brokerage.newsletter',
  detailType: 'SubscriberSubscribed',
  version: 1,
  schema: z.object({
    // The id only: the e-mail is read from the table by the consumer, so the outbox holds no address.
    subscriberId: z.string().check(z.minLength(1)),
    outcome: z.enum(['subscribed', 'resubscribed']),
  }),
});

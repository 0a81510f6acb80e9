import * as z from 'zod/mini';
import { adminPageFields, unknownParameter } from '../list-query.js';
import { SUBSCRIBER_FILTERS } from './labels.js';
import type { Subscriber } from './schema.js';

/** 'Abonnés' (admin-and-platform.md §2, §4, §8): the back office's view of the newsletter list. */
export const SUBSCRIBER_NOT_FOUND = 'Abonné introuvable.';
export const SUBSCRIBER_CHANGED = 'Cet abonné a été modifié entre-temps : rechargez la liste puis recommencez.';


export const adminSubscribersQuerySchema = z.strictObject(
  {
    /** On the e-mail or the name, accents and case aside. */
    q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'La recherche est trop longue (100 caractères au plus).'))),
    status: z._default(z.enum(SUBSCRIBER_FILTERS, { error: 'status vaut all, active ou unsubscribed.' }), 'all'),
    ...adminPageFields(50),
  },
  { error: unknownParameter },
);
export type AdminSubscribersQuery = z.infer<typeof adminSubscribersQuerySchema>;

/** Unsubscribe (sets unsubscribedAt) or reactivate (clears it): the only field an admin writes. */
export const subscriberStatusBodySchema = z.strictObject(
  { status: z.enum(['active', 'unsubscribed'], { error: 'Le statut doit être active ou unsubscribed.' }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Champ non modifiable : ${issue.keys.join(', ')}.` : undefined) },
);
export type SubscriberStatusBody = z.infer<typeof subscriberStatusBodySchema>;

/** What the list shows of a subscriber (the consent proof stays on the server). */
export const ADMIN_SUBSCRIBER_FIELDS = ['id', 'email', 'name', 'status', 'source', 'subscribedAt', 'unsubscribedAt', 'createdAt'] as const satisfies readonly (keyof Subscriber)[];
export type AdminSubscriber = Pick<Subscriber, (typeof ADMIN_SUBSCRIBER_FIELDS)[number]>;

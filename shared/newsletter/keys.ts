import { foldForSearch } from '../text.js';
import type { Subscriber } from './schema.js';

/** Index attributes derived from a subscriber on every write (docs/data-model.md). */
export function subscriberKeys(s: Pick<Subscriber, 'email' | 'name'>) {
  return {
    /** E-mail and name folded (accents and case aside): the admin search filters on it. */
    searchText: foldForSearch(`${s.email} ${s.name ?? ''}`),
  } as const;
}
export type SubscriberDerivedKey = keyof ReturnType<typeof subscriberKeys>;

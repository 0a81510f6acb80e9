// Zod-free and pure: how subscriber writes move the counters of 'Abonnés' (admin-and-platform.md §2).
import { onBrokerageCalendar } from '../calendar.js';
import type { CounterKey } from '../stats/counters.js';
import type { Subscriber } from './schema.js';

/** Counter items (shared/db/entities/counter.ts): totals by status, and arrivals per calendar month. */
export const SUBSCRIBER_COUNTER_SCOPE = 'subscribers';
export const TOTALS_BUCKET = 'all';
export const JOINED = 'joined';

/** `month#YYYY-MM` of an instant on the brokerage's calendar: the bucket a subscriber joined in. */
export function monthBucket(instant: string | Date): string {
  return `month#${onBrokerageCalendar(instant, 'yyyy-MM')}`;
}

type Counted = Pick<Subscriber, 'status' | 'createdAt'> | null;

/**
 * The counter changes of one write, from the subscriber before to after (null: absent). A subscriber
 * counts once in the total, once in its status, and once in the month of its first subscription
 * (createdAt: a returning subscriber did not join again). Zero changes are left out.
 */
export function subscriberCounterDeltas(before: Counted, after: Counted): { key: CounterKey; by: number }[] {
  const deltas = new Map<string, { key: CounterKey; by: number }>();
  const move = (s: Counted, by: number) => {
    if (!s) return;
    for (const key of [
      { scope: SUBSCRIBER_COUNTER_SCOPE, bucket: TOTALS_BUCKET, name: 'total' },
      { scope: SUBSCRIBER_COUNTER_SCOPE, bucket: TOTALS_BUCKET, name: s.status },
      { scope: SUBSCRIBER_COUNTER_SCOPE, bucket: monthBucket(s.createdAt), name: JOINED },
    ]) {
      const id = `${key.bucket}|${key.name}`;
      deltas.set(id, { key, by: (deltas.get(id)?.by ?? 0) + by });
    }
  };
  move(before, -1);
  move(after, +1);
  return [...deltas.values()].filter((d) => d.by !== 0);
}

/** The four counters of the screen; a missing counter reads 0 and none shows below 0. */
export type SubscriberStats = { total: number; active: number; unsubscribed: number; joinedThisMonth: number };

export function toSubscriberStats(totals: Record<string, number>, thisMonth: Record<string, number>): SubscriberStats {
  const count = (value: number | undefined) => Math.max(0, value ?? 0);
  return { total: count(totals.total), active: count(totals.active), unsubscribed: count(totals.unsubscribed), joinedThisMonth: count(thisMonth[JOINED]) };
}

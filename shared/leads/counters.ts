// Zod-free and pure: the back office's lead counters (total, new today, buyers, sellers).
import { brokerageDay } from '../calendar.js';
import type { CounterKey } from '../stats/counters.js';
import type { Lead } from './schema.js';

export const LEADS_COUNTER_SCOPE = 'leads';
export const TOTAL_BUCKET = 'total';
export const dayBucket = (day: string) => `day#${day}`;

/**
 * The counters a lead's creation (+1) or deletion (-1) moves, in the same transaction: the total, its
 * type, and the leads created on its Quebec day (read as "new today").
 */
export function leadCounterMoves(lead: Pick<Lead, 'leadType' | 'createdAt'>, by: 1 | -1): { key: CounterKey; by: number }[] {
  return [
    { key: { scope: LEADS_COUNTER_SCOPE, bucket: TOTAL_BUCKET, name: 'all' }, by },
    { key: { scope: LEADS_COUNTER_SCOPE, bucket: TOTAL_BUCKET, name: lead.leadType }, by },
    { key: { scope: LEADS_COUNTER_SCOPE, bucket: dayBucket(brokerageDay(lead.createdAt)), name: 'created' }, by },
  ];
}

export type LeadStats = { total: number; today: number; buyers: number; sellers: number };

/** The screen's four figures from the total bucket and today's bucket (a missing counter is 0, never below 0). */
export function toLeadStats(total: Record<string, number>, today: Record<string, number>): LeadStats {
  const count = (value: number | undefined) => Math.max(0, value ?? 0);
  return { total: count(total.all), today: count(today.created), buyers: count(total.acheteur), sellers: count(total.vendeur) };
}

// Zod-free and pure: how alert writes and mails move the counters of the back office's « Alertes ».
import { brokerageDay } from '../calendar.js';
import type { CounterKey } from '../stats/counters.js';
import type { AlertFrequency } from './labels.js';
import type { AlertStatus, SavedSearch } from './schema.js';

export const ALERT_COUNTER_SCOPE = 'alerts';
export const ALERT_TOTALS_BUCKET = 'all';

/** `week#YYYY-MM-DD`: the Monday of an instant's week on the brokerage's calendar (the mails sent that week). */
export function weekBucket(instant: Date): string {
  const day = new Date(`${brokerageDay(instant)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return `week#${day.toISOString().slice(0, 10)}`;
}

export const mailsSentKey = (now: Date): CounterKey => ({ scope: ALERT_COUNTER_SCOPE, bucket: weekBucket(now), name: 'mails' });

type Counted = Pick<SavedSearch, 'status' | 'frequency'> | null;

/** The counter changes of one write, from the alert before to after (null: absent): its status and its frequency. */
export function alertCounterDeltas(before: Counted, after: Counted): { key: CounterKey; by: number }[] {
  const deltas = new Map<string, { key: CounterKey; by: number }>();
  const move = (s: Counted, by: number) => {
    if (!s) return;
    for (const name of [`status#${s.status}`, `frequency#${s.frequency}`]) deltas.set(name, { key: { scope: ALERT_COUNTER_SCOPE, bucket: ALERT_TOTALS_BUCKET, name }, by: (deltas.get(name)?.by ?? 0) + by });
  };
  move(before, -1);
  move(after, +1);
  return [...deltas.values()].filter((d) => d.by !== 0);
}

export type AlertStats = { byStatus: Record<AlertStatus, number>; byFrequency: Record<AlertFrequency, number>; mailsThisWeek: number };

export function toAlertStats(totals: Record<string, number>, thisWeek: Record<string, number>): AlertStats {
  const count = (name: string) => Math.max(0, totals[name] ?? 0);
  return {
    byStatus: { pending: count('status#pending'), active: count('status#active'), paused: count('status#paused') },
    byFrequency: { immediate: count('frequency#immediate'), daily: count('frequency#daily'), weekly: count('frequency#weekly') },
    mailsThisWeek: Math.max(0, thisWeek.mails ?? 0),
  };
}

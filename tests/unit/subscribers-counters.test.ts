import { describe, expect, it } from 'vitest';
import { monthBucket, subscriberCounterDeltas, toSubscriberStats } from '../../shared/newsletter/counters.js';

const at = (createdAt: string, status: 'active' | 'unsubscribed' = 'active') => ({ createdAt, status });
const asMap = (deltas: ReturnType<typeof subscriberCounterDeltas>) => Object.fromEntries(deltas.map((d) => [`${d.key.bucket}/${d.key.name}`, d.by]));

describe('subscriber month (joined this month, America/Toronto)', () => {
  it('is the Quebec calendar month, not the UTC one', () => {
    expect(monthBucket('2026-11-30T12:00:00.000Z')).toBe('month#2026-11');
    // 03:59 UTC on Dec 1 is 22:59 on Nov 30 in Montréal (EST, UTC-5).
    expect(monthBucket('2026-12-01T03:59:00.000Z')).toBe('month#2026-11');
    expect(monthBucket('2026-12-01T05:00:00.000Z')).toBe('month#2026-12');
    // Summer time (EDT, UTC-4): 03:30 UTC on Aug 1 is still July.
    expect(monthBucket('2026-08-01T03:30:00.000Z')).toBe('month#2026-07');
    expect(monthBucket('2026-08-01T04:00:00.000Z')).toBe('month#2026-08');
    // New Year's Eve in Quebec, already January in UTC.
    expect(monthBucket(new Date('2027-01-01T04:00:00.000Z'))).toBe('month#2026-12');
  });
});

describe('subscriber counter changes', () => {
  it('a new subscriber counts in the total, its status and its month', () => {
    expect(asMap(subscriberCounterDeltas(null, at('2026-11-05T12:00:00Z')))).toEqual({ 'all/total': 1, 'all/active': 1, 'month#2026-11/joined': 1 });
  });

  it('unsubscribing and reactivating move only the status counts', () => {
    expect(asMap(subscriberCounterDeltas(at('2026-11-05T12:00:00Z'), at('2026-11-05T12:00:00Z', 'unsubscribed')))).toEqual({ 'all/active': -1, 'all/unsubscribed': 1 });
    expect(asMap(subscriberCounterDeltas(at('2026-10-05T12:00:00Z', 'unsubscribed'), at('2026-10-05T12:00:00Z')))).toEqual({ 'all/active': 1, 'all/unsubscribed': -1 });
  });

  it('a delete takes the subscriber out of the total, its status and the month it joined', () => {
    expect(asMap(subscriberCounterDeltas(at('2026-09-05T12:00:00Z', 'unsubscribed'), null))).toEqual({ 'all/total': -1, 'all/unsubscribed': -1, 'month#2026-09/joined': -1 });
  });

  it('no change moves nothing', () => {
    expect(subscriberCounterDeltas(at('2026-09-05T12:00:00Z'), at('2026-09-05T12:00:00Z'))).toEqual([]);
    expect(subscriberCounterDeltas(null, null)).toEqual([]);
  });

  it('reads missing counters as 0 and never shows a negative count', () => {
    expect(toSubscriberStats({}, {})).toEqual({ total: 0, active: 0, unsubscribed: 0, joinedThisMonth: 0 });
    expect(toSubscriberStats({ total: 5, active: 3, unsubscribed: 2 }, { joined: -1 })).toEqual({ total: 5, active: 3, unsubscribed: 2, joinedThisMonth: 0 });
  });
});

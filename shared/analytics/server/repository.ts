import { COUNTER, DASHBOARD_SCOPE, dayBucket } from '../../dashboard/rollup.js';
import type { DayRange } from '../../dashboard/periods.js';
import { db } from '../../db/service.js';
import { counterStore } from '../../stats/server/counter-store.js';
import { daysOf } from '../periods.js';
import type { AnalyticsSnapshot } from '../schema.js';

/**
 * Reads of the analytics screen: the tracking rollups only, never a raw event. A request reads the day
 * counters of its period (one Query, ≤ 90 items), its period's snapshot (one item) and 20 items of the
 * views index; the per-day page and referrer items are read only to recompute a snapshot.
 */
export const analyticsRepository = {
  /** The day counters of the range: one Query (one partition, sorted by day). */
  async dailyStats(range: DayRange) {
    const { data } = await db.entities.dailyStat.query.byDay({}).between({ day: range.from }, { day: range.to }).go({ pages: 'all' });
    return data;
  },

  /**
   * Leads created per day: the dashboard's day counters (moved by each lead's event, exactly once), so both
   * screens show the same leads for the same days. One Query of the period's day buckets.
   */
  async leadsByDay(range: DayRange): Promise<Map<string, number>> {
    const buckets = await counterStore.range(DASHBOARD_SCOPE, dayBucket(range.from), dayBucket(range.to));
    const leads = new Map<string, number>();
    for (const [bucket, counters] of buckets) leads.set(bucket.slice(dayBucket('').length), counters[COUNTER.leads] ?? 0);
    return leads;
  },

  /** Views per page of every day of the range: one Query per day, in parallel (snapshot recompute only). */
  async pageStats(range: DayRange) {
    const days = await Promise.all(
      daysOf(range).map((day) => db.entities.pageStat.query.byDay({ day }).go({ pages: 'all', attributes: ['day', 'pageUrl', 'pageTitle', 'views'] })),
    );
    return days.flatMap((d) => d.data);
  },

  /** Sessions per referrer of every day of the range: one Query per day, in parallel (snapshot recompute only). */
  async referrerStats(range: DayRange) {
    const days = await Promise.all(
      daysOf(range).map((day) => db.entities.referrerStat.query.byDay({ day }).go({ pages: 'all', attributes: ['day', 'referrer', 'sessions'] })),
    );
    return days.flatMap((d) => d.data);
  },

  async snapshot(days: number): Promise<AnalyticsSnapshot | null> {
    const { data } = await db.entities.analyticsSnapshot.get({ days }).go();
    return data;
  },

  /** Overwrites the period's snapshot: two recomputes racing write the same lists. */
  async saveSnapshot(snapshot: AnalyticsSnapshot) {
    await db.entities.analyticsSnapshot.put(snapshot).go();
  },

  /** The most viewed active listings (the views index, descending): one Query of `limit` items. */
  async mostViewedProperties(limit: number) {
    const { data } = await db.entities.property.query
      .byViews({ listState: 'active' })
      .go({ order: 'desc', limit, attributes: ['id', 'title', 'viewsCount', 'location'] });
    return data;
  },
};

import type { DayRange } from '../dashboard/periods.js';
import type { Analytics } from './api.js';
import {
  ANALYTICS_PERIODS,
  analyticsConversionRate,
  analyticsRange,
  fillDaily,
  topPages,
  topReferrers,
  totalsOf,
  TOP_PAGES,
  TOP_PROPERTIES,
  TOP_REFERRERS,
  type AnalyticsPeriod,
  type TopPage,
  type TopReferrer,
  withLeads,
} from './periods.js';
import { analyticsRepository } from './repository.js';
import { snapshotListsSchema } from './schema.js';

/** The top lists are fresh for 5 minutes (§9), like the screen's own cache. */
export const SNAPSHOT_MAX_AGE_MS = 5 * 60_000;
/** A snapshot unused for a day expires. */
const SNAPSHOT_TTL_SECONDS = 24 * 3600;

type TopLists = { topPages: TopPage[]; topReferrers: TopReferrer[] };

/**
 * Recomputes a period's top pages and referrers from the per-day rollups (days × the site's distinct
 * pages and referrers) and stores them as the period's snapshot.
 */
export async function refreshTopLists(days: AnalyticsPeriod, now = new Date(), range: DayRange = analyticsRange(days, now)): Promise<TopLists> {
  const [pageStats, referrerStats] = await Promise.all([analyticsRepository.pageStats(range), analyticsRepository.referrerStats(range)]);
  const lists = { topPages: topPages(pageStats, TOP_PAGES), topReferrers: topReferrers(referrerStats, TOP_REFERRERS) };
  await analyticsRepository.saveSnapshot({
    days,
    ...range,
    computedAt: now.toISOString(),
    topPages: JSON.stringify(lists.topPages),
    topReferrers: JSON.stringify(lists.topReferrers),
    expiresAt: Math.floor(now.getTime() / 1000) + SNAPSHOT_TTL_SECONDS,
  });
  return lists;
}

/** Every period's snapshot, for a scheduled job: requests then never pay a recompute. */
export async function refreshAllTopLists(now = new Date()) {
  for (const days of ANALYTICS_PERIODS) await refreshTopLists(days, now);
}

/** The period's snapshot when it covers the same days and is under 5 minutes old, else a recompute. */
async function topLists(days: AnalyticsPeriod, range: DayRange, now: Date): Promise<TopLists> {
  const snapshot = await analyticsRepository.snapshot(days);
  if (snapshot && snapshot.from === range.from && snapshot.to === range.to) {
    const age = now.getTime() - Date.parse(snapshot.computedAt);
    if (age >= 0 && age < SNAPSHOT_MAX_AGE_MS) {
      try {
        const lists = snapshotListsSchema.safeParse({ topPages: JSON.parse(snapshot.topPages), topReferrers: JSON.parse(snapshot.topReferrers) });
        if (lists.success) return lists.data;
      } catch {
        // Unreadable JSON: recomputed below.
      }
    }
  }
  return refreshTopLists(days, now, range);
}

/**
 * GET /api/admin/analytics: the period's figures from the rollups. The totals and daily rows are live
 * (the tracking day counters, and the dashboard's lead counters); the top lists come from a snapshot at most 5 minutes old. So a request reads a
 * bounded number of items whatever the number of tracked events (see tests/bench/analytics.ts).
 */
export async function getAnalytics(days: AnalyticsPeriod, now = new Date()): Promise<Analytics> {
  const range = analyticsRange(days, now);
  const [dailyStats, leadsByDay, lists, properties] = await Promise.all([
    analyticsRepository.dailyStats(range),
    analyticsRepository.leadsByDay(range),
    topLists(days, range, now),
    analyticsRepository.mostViewedProperties(TOP_PROPERTIES),
  ]);
  const daily = fillDaily(range, withLeads(dailyStats, leadsByDay));
  const totals = totalsOf(daily);
  return {
    days,
    from: range.from,
    to: range.to,
    uniqueVisitors: totals.visitors,
    pageViews: totals.pageViews,
    conversions: totals.conversions,
    conversionRate: analyticsConversionRate(totals.conversions, totals.visitors),
    leads: totals.leads,
    daily,
    ...lists,
    topProperties: properties.map((p) => ({ id: p.id, title: p.title, views: p.viewsCount, ...(p.location ? { city: p.location } : {}) })),
  };
}

import type { DayRange } from '../../dashboard/periods.js';
import type { Analytics } from '../api.js';
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
} from '../periods.js';
import { analyticsRepository } from './repository.js';
import { snapshotListsSchema, type AnalyticsSnapshot } from '../schema.js';

/**
 * The analytics-rollup job refreshes every period's snapshot every 5 minutes (§9: the top lists are fresh for
 * 5 minutes). A request only reads it; it recomputes only when there is none yet (first use) or when the one
 * there is older than this (the job has been failing for half an hour): the screen is then slower, never stale.
 */
export const SNAPSHOT_STALE_MS = 30 * 60_000;
/** A snapshot written by a function whose clock is a little ahead is still read. */
const CLOCK_SKEW_MS = 60_000;
/** A snapshot nobody refreshes for a day expires. */
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

/** Every period's snapshot: the analytics-rollup job's work every 5 minutes, so requests never pay a recompute. */
export async function refreshAllTopLists(now = new Date()) {
  for (const days of ANALYTICS_PERIODS) await refreshTopLists(days, now);
}

/** The lists of a snapshot, or null when it is unreadable (then recomputed). */
function listsOf(snapshot: AnalyticsSnapshot): TopLists | null {
  try {
    const lists = snapshotListsSchema.safeParse({ topPages: JSON.parse(snapshot.topPages), topReferrers: JSON.parse(snapshot.topReferrers) });
    return lists.success ? lists.data : null;
  } catch {
    return null;
  }
}

/**
 * The period's snapshot as the job left it (one GetItem). Just after midnight it may still cover the
 * window ending yesterday, until the job's next run (≤ 5 minutes): it is shown rather than recomputed on
 * the request. A recompute happens here only without a readable snapshot or when it is over 30 minutes old.
 */
async function topLists(days: AnalyticsPeriod, range: DayRange, now: Date): Promise<TopLists> {
  const snapshot = await analyticsRepository.snapshot(days);
  if (snapshot) {
    const age = now.getTime() - Date.parse(snapshot.computedAt);
    const lists = age > -CLOCK_SKEW_MS && age < SNAPSHOT_STALE_MS ? listsOf(snapshot) : null;
    if (lists) return lists;
  }
  return refreshTopLists(days, now, range);
}

/**
 * GET /api/admin/analytics: the period's figures from the rollups. The totals and daily rows are live
 * (the tracking day counters, and the dashboard's lead counters); the top lists come from the snapshot the analytics-rollup job refreshes every 5 minutes. So a request reads a
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

import type { Analytics } from './api.js';
import { analyticsConversionRate, analyticsRange, fillDaily, topPages, topReferrers, totalsOf, TOP_PAGES, TOP_PROPERTIES, TOP_REFERRERS, type AnalyticsPeriod } from './periods.js';
import { analyticsRepository } from './repository.js';

/**
 * GET /api/admin/analytics: the period's figures from the daily rollups. Four kinds of Query (day counters,
 * pages and referrers per day, the views index): the cost follows the days and the site, not the events.
 */
export async function getAnalytics(days: AnalyticsPeriod, now = new Date()): Promise<Analytics> {
  const range = analyticsRange(days, now);
  const [dailyStats, pageStats, referrerStats, properties] = await Promise.all([
    analyticsRepository.dailyStats(range),
    analyticsRepository.pageStats(range),
    analyticsRepository.referrerStats(range),
    analyticsRepository.mostViewedProperties(TOP_PROPERTIES),
  ]);
  const daily = fillDaily(range, dailyStats);
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
    topPages: topPages(pageStats, TOP_PAGES),
    topReferrers: topReferrers(referrerStats, TOP_REFERRERS),
    topProperties: properties.map((p) => ({ id: p.id, title: p.title, views: p.viewsCount, ...(p.location ? { city: p.location } : {}) })),
  };
}

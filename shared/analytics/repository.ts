import { db } from '../db/service.js';
import type { DayRange } from '../dashboard/periods.js';
import { daysOf } from './periods.js';

/**
 * Reads of the analytics screen: the tracking rollups only (never a raw event), so what a request reads is
 * bounded by the period's days and the site's distinct pages and referrers, whatever the traffic.
 */
export const analyticsRepository = {
  /** The day counters of the range: one Query (one partition, sorted by day). */
  async dailyStats(range: DayRange) {
    const { data } = await db.entities.dailyStat.query.byDay({}).between({ day: range.from }, { day: range.to }).go({ pages: 'all' });
    return data;
  },

  /** Views per page of every day of the range: one Query per day, in parallel. */
  async pageStats(range: DayRange) {
    const days = await Promise.all(
      daysOf(range).map((day) => db.entities.pageStat.query.byDay({ day }).go({ pages: 'all', attributes: ['day', 'pageUrl', 'pageTitle', 'views'] })),
    );
    return days.flatMap((d) => d.data);
  },

  /** Sessions per referrer of every day of the range: one Query per day, in parallel. */
  async referrerStats(range: DayRange) {
    const days = await Promise.all(
      daysOf(range).map((day) => db.entities.referrerStat.query.byDay({ day }).go({ pages: 'all', attributes: ['day', 'referrer', 'sessions'] })),
    );
    return days.flatMap((d) => d.data);
  },

  /** The most viewed active listings (the views index, descending): one Query of `limit` items. */
  async mostViewedProperties(limit: number) {
    const { data } = await db.entities.property.query
      .byViews({ listState: 'active' })
      .go({ order: 'desc', limit, attributes: ['id', 'title', 'viewsCount', 'location'] });
    return data;
  },
};

// Zod-free and pure: the analytics screen's periods, daily rows, rates and top lists (admin-and-platform.md §2, §9).
import { brokerageDay } from '../calendar.js';
import { addDays, conversionRate, type DayRange } from '../dashboard/periods.js';

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

/** §9: top pages 10 (5 on the overview), top referrers 10, property ranking 20. */
export const TOP_PAGES = 10;
export const OVERVIEW_PAGES = 5;
export const TOP_REFERRERS = 10;
export const TOP_PROPERTIES = 20;

/**
 * The rollup's referrer of a session that came from nowhere; the screen shows 'Accès direct'. The same
 * value as shared/tracking/server/rules.ts (a unit test holds them equal) without pulling its bot list into the web.
 */
export const DIRECT_REFERRER = 'Direct';

/** The `days` calendar days (Quebec) ending today, today included. */
export function analyticsRange(days: AnalyticsPeriod, now: Date): DayRange {
  const to = brokerageDay(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** Every day of the range, oldest first. */
export function daysOf({ from, to }: DayRange): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export type DailyFigures = { visitors: number; pageViews: number; conversions: number; leads: number };
export type DailyRow = DailyFigures & { date: string };

/** One row per day of the range (zeros where the rollups have nothing), oldest first. */
export function fillDaily(range: DayRange, stats: readonly DayStat[]): DailyRow[] {
  const byDay = new Map(stats.map((s) => [s.day, s]));
  return daysOf(range).map((date) => {
    const s = byDay.get(date);
    return { date, visitors: s?.visitors ?? 0, pageViews: s?.pageViews ?? 0, conversions: s?.conversions ?? 0, leads: s?.leads ?? 0 };
  });
}

type DayStat = { day: string } & Partial<DailyFigures>;

/**
 * The day counters with each day's leads taken from the dashboard's lead counters (live, and the figure
 * the dashboard shows for the same days) rather than the tracking rollup's periodic recount.
 */
export function withLeads(stats: readonly DayStat[], leadsByDay: ReadonlyMap<string, number>): DayStat[] {
  const byDay = new Map(stats.map((s) => [s.day, { ...s, leads: leadsByDay.get(s.day) ?? 0 }]));
  for (const [day, leads] of leadsByDay) if (!byDay.has(day)) byDay.set(day, { day, leads });
  return [...byDay.values()];
}

/** Sums of the daily rows. Unique visitors are per-day uniques summed: a visitor back on another day counts again. */
export const totalsOf = (rows: readonly DailyFigures[]): DailyFigures =>
  rows.reduce((sum, r) => ({ visitors: sum.visitors + r.visitors, pageViews: sum.pageViews + r.pageViews, conversions: sum.conversions + r.conversions, leads: sum.leads + r.leads }), {
    visitors: 0,
    pageViews: 0,
    conversions: 0,
    leads: 0,
  });

/** Conversions per hundred unique visitors, one decimal, 0 without visitors (the dashboard's rule, §9). */
export const analyticsConversionRate = (conversions: number, visitors: number) => conversionRate(conversions, visitors);

/** The rows of one key summed across days, biggest first (ties by key), capped at `limit`. */
export function topAcrossDays<R>(rows: readonly R[], keyOf: (row: R) => string, countOf: (row: R) => number, limit: number): { key: string; count: number; last: R }[] {
  const merged = new Map<string, { key: string; count: number; last: R }>();
  for (const row of rows) {
    const key = keyOf(row);
    const entry = merged.get(key);
    if (entry) {
      entry.count += countOf(row);
      entry.last = row;
    } else merged.set(key, { key, count: countOf(row), last: row });
  }
  return [...merged.values()]
    .filter((e) => e.count > 0)
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, limit);
}

export type PageRow = { day: string; pageUrl: string; pageTitle?: string; views?: number };
export type TopPage = { pageUrl: string; pageTitle: string; views: number };

/** Top pages of the period; a page's title is the one of its latest day that had one (titles change). */
export function topPages(rows: readonly PageRow[], limit = TOP_PAGES): TopPage[] {
  const sorted = [...rows].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const titles = new Map<string, string>();
  for (const row of sorted) if (row.pageTitle) titles.set(row.pageUrl, row.pageTitle);
  return topAcrossDays(sorted, (r) => r.pageUrl, (r) => r.views ?? 0, limit).map((e) => ({ pageUrl: e.key, pageTitle: titles.get(e.key) ?? e.key, views: e.count }));
}

export type ReferrerRow = { day: string; referrer: string; sessions?: number };
export type TopReferrer = { referrer: string; sessions: number };

/** Top referrers of the period; a blank referrer is 'Direct'. */
export function topReferrers(rows: readonly ReferrerRow[], limit = TOP_REFERRERS): TopReferrer[] {
  return topAcrossDays(rows, (r) => r.referrer.trim() || DIRECT_REFERRER, (r) => r.sessions ?? 0, limit).map((e) => ({ referrer: e.key, sessions: e.count }));
}

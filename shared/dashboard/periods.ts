// Zod-free and pure: the dashboard's period, change and conversion rules (admin-and-platform.md §9).
import { brokerageDay } from '../calendar.js';

export const DASHBOARD_PERIODS = ['yesterday', 'today', 'week', 'month', 'last-month', 'year', 'last-year'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'month';

/** Inclusive range of calendar days, `YYYY-MM-DD` each. */
export type DayRange = { from: string; to: string };

const DAY_MS = 86_400_000;
const toUtcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtcMidnight = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Calendar arithmetic on plain dates: no clock time, so a DST change never moves a day. */
export const addDays = (day: string, days: number) => fromUtcMidnight(toUtcMidnight(day) + days * DAY_MS);
/** Days from `from` to `to`, both included. */
export const daysIn = ({ from, to }: DayRange) => Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / DAY_MS) + 1;

const lastDayOfMonth = (year: number, month: number) => fromUtcMidnight(Date.UTC(year, month, 0));

/**
 * The days a period covers on `now`'s calendar day: today and yesterday are one day; week runs from
 * this week's Sunday, month from the 1st, year from January 1st, each up to today; last-month and
 * last-year are whole.
 */
export function periodRange(period: DashboardPeriod, now: Date): DayRange {
  const today = brokerageDay(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'week':
      return { from: addDays(today, -new Date(toUtcMidnight(today)).getUTCDay()), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'last-month': {
      const from = fromUtcMidnight(Date.UTC(year, month - 2, 1));
      return { from, to: lastDayOfMonth(year, month - 1) };
    }
    case 'year':
      return { from: `${year}-01-01`, to: today };
    case 'last-year':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

/** The same number of days immediately before the start. */
export const previousRange = (range: DayRange): DayRange => ({ from: addDays(range.from, -daysIn(range)), to: addDays(range.from, -1) });

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Change in percent, one decimal; from 0 it is +100 when the figure grew, else 0. */
export function changePercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return oneDecimal(((current - previous) / Math.abs(previous)) * 100) || 0;
}

/** Leads per hundred unique visitors, one decimal; 0 without visitors. */
export const conversionRate = (leads: number, visitors: number) => (visitors > 0 ? oneDecimal((leads / visitors) * 100) : 0);

/** The bar's width: the rate, capped at 100 %. */
export const conversionBarPercent = (rate: number) => Math.min(100, Math.max(0, rate));

const percentFormat = new Intl.NumberFormat('fr-CA', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "+12,5 %", "-3,0 %", "0,0 %": one decimal, a sign on any non-zero change (fr-CA). */
export function formatChange(change: number): string {
  const sign = change > 0 ? '+' : change < 0 ? '-' : '';
  return `${sign}${percentFormat.format(Math.abs(change))}\u00a0%`;
}

/** "2,5 %": a rate with one decimal (fr-CA). */
export const formatRate = (rate: number) => `${percentFormat.format(rate)}\u00a0%`;

import * as z from 'zod/mini';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod, type DailyRow, type TopPage, type TopReferrer } from './periods.js';

const PERIOD_TEXT = ANALYTICS_PERIODS.map(String) as ['7', '30', '90'];

/** GET /api/admin/analytics?days=30: 7, 30 or 90 days, 30 by default; nothing else. */
export const analyticsQuerySchema = z.strictObject({
  days: z.pipe(
    z._default(z.enum(PERIOD_TEXT, { error: 'Période inconnue : choisissez 7, 30 ou 90 jours.' }), String(DEFAULT_ANALYTICS_PERIOD) as '30'),
    z.transform((days) => Number(days) as AnalyticsPeriod),
  ),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** A property of the views ranking (all-time views of the active listings). */
export type TopProperty = { id: string; title: string; views: number; city?: string };

/** The answer of get-analytics (§3 "Analytics response", extended with what the screen's tabs show). */
export type Analytics = {
  days: AnalyticsPeriod;
  /** First and last Quebec calendar day of the period (yyyy-mm-dd), both included; `to` is today. */
  from: string;
  to: string;
  /**
   * Unique visitors per day, summed over the period's days: a visitor back on another day counts again
   * (the rollups count first sightings per day; the screen says so under its metrics).
   */
  uniqueVisitors: number;
  pageViews: number;
  conversions: number;
  /** Conversions per hundred unique visitors, one decimal; 0 without visitors. */
  conversionRate: number;
  leads: number;
  daily: DailyRow[];
  topPages: TopPage[];
  topReferrers: TopReferrer[];
  topProperties: TopProperty[];
};

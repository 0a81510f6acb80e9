import * as z from 'zod/mini';

const day = z.iso.date();

/**
 * The top lists of one period (7, 30 or 90 days ending `to`), computed from the per-day page and referrer
 * rollups at most every few minutes: a request then reads one item for them whatever the traffic.
 * The lists are JSON text (the table stores strings, numbers, booleans and lists of strings).
 */
export const analyticsSnapshotSchema = z.object({
  days: z.number().check(z.int()),
  from: day,
  to: day,
  computedAt: z.iso.datetime(),
  /** JSON of TopPage[] (at most TOP_PAGES). */
  topPages: z.string(),
  /** JSON of TopReferrer[] (at most TOP_REFERRERS). */
  topReferrers: z.string(),
  /** Table TTL (epoch seconds): a snapshot nobody refreshes goes away. */
  expiresAt: z.number().check(z.int()),
});
export type AnalyticsSnapshot = z.infer<typeof analyticsSnapshotSchema>;

/** What a snapshot's JSON lists hold (checked when read: a malformed one is recomputed). */
export const snapshotListsSchema = z.object({
  topPages: z.array(z.object({ pageUrl: z.string(), pageTitle: z.string(), views: z.number() })),
  topReferrers: z.array(z.object({ referrer: z.string(), sessions: z.number() })),
});

import { z } from 'zod';

const day = z.iso.date();
const count = z.number().int().min(0);

/** Tracking rollups: one counter item per day (UTC, yyyy-mm-dd). */
export const dailyStatSchema = z.object({
  day,
  visitors: count.optional(),
  pageViews: count.optional(),
  conversions: count.optional(),
  leads: count.optional(),
});
export type DailyStat = z.infer<typeof dailyStatSchema>;

/** Views of one page on one day. */
export const pageStatSchema = z.object({ day, pageUrl: z.string().max(500), pageTitle: z.string().max(300).optional(), views: count.optional() });
export type PageStat = z.infer<typeof pageStatSchema>;

/** Sessions from one referrer on one day. */
export const referrerStatSchema = z.object({ day, referrer: z.string().max(500), sessions: count.optional() });
export type ReferrerStat = z.infer<typeof referrerStatSchema>;

/** First sighting of a session on a day: makes the unique-visitor count idempotent. Expires (TTL). */
export const sessionSeenSchema = z.object({ day, sessionToken: z.string().max(100), expiresAt: z.number().int() });
export type SessionSeen = z.infer<typeof sessionSeenSchema>;

import * as z from 'zod';

const day = z.iso.date();
const count = z.number().int().min(0);

/** Tracking rollups: one counter item per brokerage day (Quebec calendar, yyyy-mm-dd, shared/calendar.ts). */
export const dailyStatSchema = z.object({
  day,
  /** Sessions first seen that day (sessionSeen). */
  visitors: count.optional(),
  pageViews: count.optional(),
  /** contact_form and agent_contact events (CONVERSION_EVENT_TYPES). */
  conversions: count.optional(),
  /** property_view events. */
  propertyViews: count.optional(),
  /** Leads created that day: recounted by the analytics-rollup job. */
  leads: count.optional(),
});
export type DailyStat = z.infer<typeof dailyStatSchema>;

/** Views of one page (its path) on one day. */
export const pageStatSchema = z.object({ day, pageUrl: z.string().max(500), pageTitle: z.string().max(300).optional(), views: count.optional() });
export type PageStat = z.infer<typeof pageStatSchema>;

/** Sessions from one referrer (its host, or 'Direct') on one day. */
export const referrerStatSchema = z.object({ day, referrer: z.string().max(500), sessions: count.optional() });
export type ReferrerStat = z.infer<typeof referrerStatSchema>;

/** First sighting of a session on a day: makes the unique-visitor count idempotent. Expires (TTL). */
export const sessionSeenSchema = z.object({ day, sessionToken: z.string().max(100), expiresAt: z.number().int() });
export type SessionSeen = z.infer<typeof sessionSeenSchema>;

export const TRACKED_EVENT_TYPES = ['contact_form', 'property_view', 'agent_contact'] as const;
export type TrackedEventType = (typeof TRACKED_EVENT_TYPES)[number];
export const DEVICE_TYPES = ['mobile', 'desktop'] as const;

/**
 * One accepted tracking request as received (a page visit, or a batch of events), kept for diagnosis
 * and recounts, then expired by the table's TTL. Never an IP address or a user agent.
 */
export const trackingHitSchema = z.object({
  day,
  /** `receivedAt#uuid`: the hits of a day in arrival order. */
  hitId: z.string().max(100),
  kind: z.enum(['visit', 'events']),
  sessionToken: z.string().max(100),
  pageUrl: z.string().max(500),
  pageTitle: z.string().max(300).optional(),
  referrer: z.string().max(500).optional(),
  deviceType: z.enum(DEVICE_TYPES).optional(),
  /** The events of a batch, as JSON text (each: eventType, eventData?, propertyId?, agentId?, leadId?, timestamp). */
  events: z.string().max(20_000).optional(),
  receivedAt: z.iso.datetime(),
  expiresAt: z.number().int(),
});
export type TrackingHit = z.infer<typeof trackingHitSchema>;

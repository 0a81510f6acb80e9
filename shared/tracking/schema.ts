import * as z from 'zod/mini';

const day = z.iso.date();
const count = z.number().check(z.int(), z.gte(0));

/** Tracking rollups: one counter item per brokerage day (Quebec calendar, yyyy-mm-dd, shared/calendar.ts). */
export const dailyStatSchema = z.object({
  day,
  /** Sessions first seen that day (sessionSeen). */
  visitors: z.optional(count),
  pageViews: z.optional(count),
  /** contact_form and agent_contact events (CONVERSION_EVENT_TYPES), each counted once per lead, or per kind and session (rules.ts conversionClaims). */
  conversions: z.optional(count),
  /** property_view events. */
  propertyViews: z.optional(count),
  /** Leads created that day: recounted by the analytics-rollup job. */
  leads: z.optional(count),
});
export type DailyStat = z.infer<typeof dailyStatSchema>;

/** Views of one page (its path) on one day. */
export const pageStatSchema = z.object({ day, pageUrl: z.string().check(z.maxLength(500)), pageTitle: z.optional(z.string().check(z.maxLength(300))), views: z.optional(count) });
export type PageStat = z.infer<typeof pageStatSchema>;

/** Sessions from one referrer (its host, or 'Direct') on one day. */
export const referrerStatSchema = z.object({ day, referrer: z.string().check(z.maxLength(500)), sessions: z.optional(count) });
export type ReferrerStat = z.infer<typeof referrerStatSchema>;

/** First sighting of a session on a day: makes the unique-visitor count idempotent. Expires (TTL). */
export const sessionSeenSchema = z.object({ day, sessionToken: z.string().check(z.maxLength(100)), expiresAt: z.number().check(z.int()) });
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
  hitId: z.string().check(z.maxLength(100)),
  kind: z.enum(['visit', 'events']),
  sessionToken: z.string().check(z.maxLength(100)),
  pageUrl: z.string().check(z.maxLength(500)),
  pageTitle: z.optional(z.string().check(z.maxLength(300))),
  referrer: z.optional(z.string().check(z.maxLength(500))),
  deviceType: z.optional(z.enum(DEVICE_TYPES)),
  /** The events of a batch, as JSON text (each: eventType, eventData?, propertyId?, agentId?, leadId?, timestamp). */
  events: z.optional(z.string().check(z.maxLength(20_000))),
  receivedAt: z.iso.datetime(),
  expiresAt: z.number().check(z.int()),
});
export type TrackingHit = z.infer<typeof trackingHitSchema>;

import * as z from 'zod/mini';
import { DEVICE_TYPES, TRACKED_EVENT_TYPES } from './schema.js';

/** Events per batch: the browser sends at 5; a little room for a page hide flushing a late queue. */
export const MAX_EVENTS_PER_BATCH = 20;
/** Bodies are small: a visit is well under 2 KB, a full batch under 8 KB. */
export const MAX_TRACKING_BODY_BYTES = 16 * 1024;

const sessionToken = z.string().check(z.trim(), z.minLength(8), z.maxLength(100), z.regex(/^[A-Za-z0-9-]+$/, 'Jeton de session invalide.'));
const pageUrl = z.string().check(z.trim(), z.minLength(1), z.maxLength(2000));
const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** track-visit (§7): { sessionToken, pageUrl, pageTitle, referrer, userAgent, deviceType }. */
export const trackVisitBodySchema = z.strictObject({
  sessionToken,
  pageUrl,
  pageTitle: z.optional(z.string().check(z.maxLength(300))),
  referrer: z.optional(z.string().check(z.maxLength(2000))),
  /** Accepted for the spec's shape; never stored (the bot check reads the request's User-Agent). */
  userAgent: z.optional(z.string().check(z.maxLength(1000))),
  deviceType: z.enum(DEVICE_TYPES),
});
export type TrackVisitBody = z.infer<typeof trackVisitBodySchema>;

/** Free-form details of an event: a few short scalar values, no nesting. */
const eventData = z
  .record(z.string().check(z.maxLength(50)), z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean(), z.null()]))
  .check(z.refine((d) => Object.keys(d).length <= 10, 'Trop de données.'));

export const trackedEventSchema = z.strictObject({
  eventType: z.enum(TRACKED_EVENT_TYPES),
  eventData: z.optional(eventData),
  propertyId: z.optional(id),
  agentId: z.optional(id),
  leadId: z.optional(id),
  timestamp: z.iso.datetime({ offset: true }),
});
export type TrackedEvent = z.infer<typeof trackedEventSchema>;

/** track-event-batch (§7): { sessionToken, pageUrl, events[] }. */
export const trackEventsBodySchema = z.strictObject({
  sessionToken,
  pageUrl,
  events: z.array(trackedEventSchema).check(z.minLength(1), z.maxLength(MAX_EVENTS_PER_BATCH)),
});
export type TrackEventsBody = z.infer<typeof trackEventsBodySchema>;

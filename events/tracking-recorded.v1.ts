import * as z from 'zod/mini';
import { defineEvent } from './envelope.js';

const base = {
  /** Brokerage (Quebec) day the request was received on: the rollups' day key. */
  day: z.iso.date(),
  /** Pseudonymous, random per browser (analytics_session): never an IP address, a name or a user agent. */
  sessionToken: z.string().check(z.minLength(1), z.maxLength(100)),
  /** The page's path (no origin, query or fragment). */
  pageUrl: z.string().check(z.minLength(1), z.maxLength(500)),
};

/**
 * Consented tracking accepted by tracking-ingest (a page visit or a batch of events), for the
 * analytics rollup: what it counts and nothing more (no event data or agent ids; the lead id of a
 * conversion only, which the rollup checks and counts once).
 */
export const TrackingRecordedV1 = defineEvent({
  source: 'brokerage.tracking',
  detailType: 'TrackingRecorded',
  version: 1,
  schema: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('visit'),
      ...base,
      pageTitle: z.optional(z.string().check(z.maxLength(300))),
      /** The referrer's host, or 'Direct'. */
      referrer: z.string().check(z.minLength(1), z.maxLength(255)),
      deviceType: z.enum(['mobile', 'desktop']),
    }),
    z.object({
      kind: z.literal('events'),
      ...base,
      events: z
        .array(
          z.object({
            eventType: z.enum(['contact_form', 'property_view', 'agent_contact']),
            propertyId: z.optional(z.string().check(z.maxLength(100))),
            /** The lead a conversion's form created (the id its answer gave the browser). */
            leadId: z.optional(z.string().check(z.maxLength(100))),
          }),
        )
        .check(z.minLength(1), z.maxLength(50)),
    }),
  ]),
});
export type TrackingRecorded = z.infer<(typeof TrackingRecordedV1)['schema']>;

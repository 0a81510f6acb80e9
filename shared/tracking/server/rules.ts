// Pure (no table access): how a tracking request is reduced before it is stored, and what it counts.
import { isbot } from 'isbot';
import type { TrackingRecorded } from '../../../events/tracking-recorded.v1.js';
import { brokerageDay } from '../../calendar.js';
import type { TrackEventsBody, TrackVisitBody } from '../api.js';
import type { TrackedEventType, TrackingHit } from '../schema.js';

/** The referrer of a visit that came from nowhere (typed address, bookmark, same site). */
export const DIRECT_REFERRER = 'Direct';
/** Raw hits expire after 90 days (the longest analytics period); only the rollups stay. */
export const RAW_TTL_SECONDS = 90 * 24 * 3600;
/** A session sighting only has to outlive its day (and a late redelivery). */
export const SESSION_SEEN_TTL_SECONDS = 3 * 24 * 3600;
/** Events that count as conversions: the visitor reached the brokerage (a form sent, a broker contacted). */
export const CONVERSION_EVENT_TYPES: readonly TrackedEventType[] = ['contact_form', 'agent_contact'];
/** A conversion claim only has to outlive its day and the lead window (and a late redelivery). */
export const CONVERSION_CLAIM_TTL_SECONDS = 3 * 24 * 3600;
/**
 * A conversion naming a lead counts only if that lead was created at most this long before the request
 * was received: the form's answer is tracked within seconds, so an old (or later) lead is not this visit's.
 */
export const CONVERSION_LEAD_WINDOW_MS = 30 * 60 * 1000;

/** Crawlers, link previews and scripts are not visitors; a request without a User-Agent is not a browser. */
export const isAutomatedClient = (userAgent: string) => userAgent.trim() === '' || isbot(userAgent);

/** The rollups' day key: the brokerage's (Quebec) calendar day, not UTC. */
export const trackingDay = (instant: Date | string) => brokerageDay(instant);

/** The longest host name DNS allows: anything longer is not a real referrer. */
export const MAX_HOST_LENGTH = 253;

/** A referrer reduced to its host (lowercase, without 'www.'); none, unreadable or too long → 'Direct'. */
export function referrerHost(referrer: string | undefined | null): string {
  const text = referrer?.trim();
  if (!text) return DIRECT_REFERRER;
  try {
    const host = new URL(text).hostname.toLowerCase().replace(/^www\./, '');
    return host && host.length <= MAX_HOST_LENGTH ? host : DIRECT_REFERRER;
  } catch {
    return DIRECT_REFERRER;
  }
}

/** Every page path that is not one of the public site's pages counts as this one page. */
export const OTHER_PAGE = '/autre';

const ID = '[A-Za-z0-9-]{1,64}';
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
/**
 * The public site's pages (web/src/app/router.tsx, no /admin): only these get a page of their own in
 * the rollups, so made-up paths cannot add rollup items. Ids and slugs must look like ours.
 */
const PUBLIC_PAGES: readonly RegExp[] = [
  /^\/$/,
  ...['listings', 'agents', 'vendeur-lead', 'reprise-finance', 'blog', 'search', 'favorites', 'contact', 'confidentialite', 'desabonnement', 'alertes', 'auth'].map(
    (page) => new RegExp(`^/${page}$`),
  ),
  new RegExp(`^/property/${ID}$`),
  new RegExp(`^/agent/${ID}$`),
  new RegExp(`^/blog/(?=.{1,120}$)${SLUG}$`),
];

/**
 * A page address reduced to its path: the origin is ours, and the query or fragment may carry what is
 * not ours to keep (an unsubscribe token, a search). A path that is none of the public site's pages
 * (made up, /admin, unreadable) → '/autre'.
 */
export function pagePath(pageUrl: string): string {
  let path: string;
  try {
    path = new URL(pageUrl, 'http://site.invalid').pathname;
  } catch {
    return OTHER_PAGE;
  }
  path = path.length > 1 ? path.replace(/\/+$/, '') : path;
  path = path || '/';
  return PUBLIC_PAGES.some((page) => page.test(path)) ? path : OTHER_PAGE;
}

export type DailyDelta = { visitors: number; pageViews: number; conversions: number; propertyViews: number };

/**
 * One conversion as the rollup claims it (a uniqueValue item, created conditionally with the counters):
 * a lead converts once, whoever reports it; a conversion without a lead (a broker contacted, the VIP
 * alert) counts once per kind, session and day. So a replay, or a script posting one conversion many
 * times, moves the counters once; made-up lead ids are dropped before (leadConverts).
 */
export type ConversionClaim = { key: string; leadId?: string };

/** The distinct conversion claims of a batch (none for a visit). */
export function conversionClaims(data: TrackingRecorded): ConversionClaim[] {
  if (data.kind !== 'events') return [];
  const claims = new Map<string, ConversionClaim>();
  for (const { eventType, leadId } of data.events) {
    if (!CONVERSION_EVENT_TYPES.includes(eventType)) continue;
    const claim = leadId ? { key: `lead#${leadId}`, leadId } : { key: `${eventType}#${data.day}#${data.sessionToken}` };
    claims.set(claim.key, claim);
  }
  return [...claims.values()];
}

/** Whether a lead (its createdAt, undefined if there is no such lead) is the conversion of a request received at `receivedAt`. */
export function leadConverts(leadCreatedAt: string | undefined, receivedAt: string): boolean {
  if (!leadCreatedAt) return false;
  const age = Date.parse(receivedAt) - Date.parse(leadCreatedAt);
  return age >= 0 && age <= CONVERSION_LEAD_WINDOW_MS;
}

/** What one TrackingRecorded event adds, given whether it is the session's first visit of the day. */
export type TrackingDeltas = {
  day: string;
  daily: DailyDelta;
  /** The conversions counted in `daily.conversions`, each to be claimed with them. */
  conversions: ConversionClaim[];
  page?: { pageUrl: string; pageTitle?: string; views: number };
  referrer?: { referrer: string; sessions: number };
  /** property id → views. */
  propertyViews: Map<string, number>;
};

/**
 * `refused`: the keys of the claims that do not count (already claimed, or naming no lead of this visit).
 */
export function trackingDeltas(data: TrackingRecorded, firstSightingOfDay: boolean, refused: ReadonlySet<string> = new Set()): TrackingDeltas {
  const daily: DailyDelta = { visitors: 0, pageViews: 0, conversions: 0, propertyViews: 0 };
  const propertyViews = new Map<string, number>();
  if (data.kind === 'visit') {
    daily.pageViews = 1;
    daily.visitors = firstSightingOfDay ? 1 : 0;
    return {
      day: data.day,
      daily,
      page: { pageUrl: data.pageUrl, pageTitle: data.pageTitle, views: 1 },
      referrer: firstSightingOfDay ? { referrer: data.referrer, sessions: 1 } : undefined,
      conversions: [],
      propertyViews,
    };
  }
  const conversions = conversionClaims(data).filter((claim) => !refused.has(claim.key));
  daily.conversions = conversions.length;
  for (const event of data.events) {
    if (event.eventType === 'property_view') {
      daily.propertyViews += 1;
      if (event.propertyId) propertyViews.set(event.propertyId, (propertyViews.get(event.propertyId) ?? 0) + 1);
    }
  }
  return { day: data.day, daily, conversions, propertyViews };
}

/** What the ingest stores for one accepted request (no IP, no user agent) and what it tells the rollup. */
type HitKey = Pick<TrackingHit, 'day' | 'hitId' | 'receivedAt' | 'expiresAt'>;
export type IngestRecord = { hit: TrackingHit; data: TrackingRecorded };

export function visitRecord(body: TrackVisitBody, key: HitKey): IngestRecord {
  const pageUrl = pagePath(body.pageUrl);
  const referrer = referrerHost(body.referrer);
  const pageTitle = body.pageTitle?.trim() || undefined;
  return {
    hit: { ...key, kind: 'visit', sessionToken: body.sessionToken, pageUrl, pageTitle, referrer, deviceType: body.deviceType },
    data: { kind: 'visit', day: key.day, sessionToken: body.sessionToken, pageUrl, pageTitle, referrer, deviceType: body.deviceType },
  };
}

/** A batch: one raw hit holding its events, and for the rollup their types, property ids and the lead ids of conversions only. */
export function eventsRecord(body: TrackEventsBody, key: HitKey): IngestRecord {
  const pageUrl = pagePath(body.pageUrl);
  return {
    hit: { ...key, kind: 'events', sessionToken: body.sessionToken, pageUrl, events: JSON.stringify(body.events) },
    data: {
      kind: 'events',
      day: key.day,
      sessionToken: body.sessionToken,
      pageUrl,
      events: body.events.map((e) => ({
        eventType: e.eventType,
        ...(e.propertyId ? { propertyId: e.propertyId } : {}),
        ...(e.leadId && CONVERSION_EVENT_TYPES.includes(e.eventType) ? { leadId: e.leadId } : {}),
      })),
    },
  };
}

/** What the rollup reads of a viewed property (the version its write is conditioned on). */
export type ViewedProperty = { id: string; viewsCount: number; listState: string; isActive: boolean; location?: string };

/** Views to add per location (trimmed, as the dashboard keys it), over the active properties only. */
export function locationViews(properties: ViewedProperty[], views: Map<string, number>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const p of properties) {
    const location = p.location?.trim() ?? '';
    const added = views.get(p.id) ?? 0;
    if (p.isActive && location && added > 0) sums.set(location, (sums.get(location) ?? 0) + added);
  }
  return sums;
}


/** Between rollup attempts (a property moved, or another rollup wrote the same day's counters). */
const RETRY_BASE_MS = 50;
/** Full-jitter exponential backoff: at most 50+100+200+400+800 ms ≈ 1.6 s over 6 attempts. */
export const retryDelayMs = (attempt: number, random = Math.random) => Math.floor(random() * RETRY_BASE_MS * 2 ** (attempt - 1));

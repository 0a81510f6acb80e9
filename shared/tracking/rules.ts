// Pure (no table access): how a tracking request is reduced before it is stored, and what it counts.
import { isbot } from 'isbot';
import type { TrackingRecorded } from '../../events/tracking-recorded.v1.js';
import { brokerageDay } from '../calendar.js';
import type { TrackedEventType } from './schema.js';

/** The referrer of a visit that came from nowhere (typed address, bookmark, same site). */
export const DIRECT_REFERRER = 'Direct';
/** Raw hits expire after 90 days (the longest analytics period); only the rollups stay. */
export const RAW_TTL_SECONDS = 90 * 24 * 3600;
/** A session sighting only has to outlive its day (and a late redelivery). */
export const SESSION_SEEN_TTL_SECONDS = 3 * 24 * 3600;
/** Events that count as conversions: the visitor reached the brokerage (a form sent, a broker contacted). */
export const CONVERSION_EVENT_TYPES: readonly TrackedEventType[] = ['contact_form', 'agent_contact'];

/** Crawlers, link previews and scripts are not visitors; a request without a User-Agent is not a browser. */
export const isAutomatedClient = (userAgent: string) => userAgent.trim() === '' || isbot(userAgent);

/** The rollups' day key: the brokerage's (Quebec) calendar day, not UTC. */
export const trackingDay = (instant: Date | string) => brokerageDay(instant);

/** A referrer reduced to its host (lowercase, without 'www.'); none or unreadable → 'Direct'. */
export function referrerHost(referrer: string | undefined | null): string {
  const text = referrer?.trim();
  if (!text) return DIRECT_REFERRER;
  try {
    const host = new URL(text).hostname.toLowerCase().replace(/^www\./, '');
    return host || DIRECT_REFERRER;
  } catch {
    return DIRECT_REFERRER;
  }
}

/**
 * A page address reduced to its path: the origin is ours, and the query or fragment may carry what is
 * not ours to keep (an unsubscribe token, a search). '/' when it cannot be read.
 */
export function pagePath(pageUrl: string): string {
  let path: string;
  try {
    path = new URL(pageUrl, 'http://site.invalid').pathname;
  } catch {
    return '/';
  }
  path = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (path || '/').slice(0, 500);
}

export type DailyDelta = { visitors: number; pageViews: number; conversions: number; propertyViews: number };

/** What one TrackingRecorded event adds, given whether it is the session's first visit of the day. */
export type TrackingDeltas = {
  day: string;
  daily: DailyDelta;
  page?: { pageUrl: string; pageTitle?: string; views: number };
  referrer?: { referrer: string; sessions: number };
  /** property id → views. */
  propertyViews: Map<string, number>;
};

export function trackingDeltas(data: TrackingRecorded, firstSightingOfDay: boolean): TrackingDeltas {
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
      propertyViews,
    };
  }
  for (const event of data.events) {
    if (CONVERSION_EVENT_TYPES.includes(event.eventType)) daily.conversions += 1;
    if (event.eventType === 'property_view') {
      daily.propertyViews += 1;
      if (event.propertyId) propertyViews.set(event.propertyId, (propertyViews.get(event.propertyId) ?? 0) + 1);
    }
  }
  return { day: data.day, daily, propertyViews };
}

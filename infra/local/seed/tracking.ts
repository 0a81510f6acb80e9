import type { BusEvent } from '../../../events/envelope.js';
import { TrackingRecordedV1, type TrackingRecorded } from '../../../events/tracking-recorded.v1.js';
import { db } from '../../../shared/db/service.js';
import { TRACKING_ROLLUP_CONSUMER } from '../../../shared/tracking/server/repository.js';
import { applyTrackingEvent, rollupLeadsForDay } from '../../../shared/tracking/server/rollup.js';
import { trackingDay } from '../../../shared/tracking/server/rules.js';
import type { DemoContext } from './context.js';
import { demoId } from './seed.js';

/** Demo audience over the last 30 days, so the analytics screen and the dashboard have figures on `npm start`. */
const DAYS = 30;
const SESSIONS = 160;
const PAGES = [
  { pageUrl: '/', pageTitle: 'Accueil · Courtage Québec' },
  { pageUrl: '/listings', pageTitle: 'Propriétés · Courtage Québec' },
  { pageUrl: '/agents', pageTitle: 'Nos courtiers · Courtage Québec' },
  { pageUrl: '/blog', pageTitle: 'Blogue · Courtage Québec' },
  { pageUrl: '/vendeur-lead', pageTitle: 'Évaluation gratuite · Courtage Québec' },
  { pageUrl: '/reprise-finance', pageTitle: 'Reprises de finance · Courtage Québec' },
  { pageUrl: '/contact', pageTitle: 'Contact · Courtage Québec' },
  { pageUrl: '/search', pageTitle: 'Recherche IA · Courtage Québec' },
];
const REFERRERS = ['Direct', 'Direct', 'Direct', 'google.com', 'google.com', 'google.ca', 'facebook.com', 'instagram.com', 'centris.ca', 'duproprio.com', 'bing.com'];

/** Deterministic pseudo-random numbers (mulberry32): the same demo at every seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The demo's TrackingRecorded events, as the ingest would have published them (ids stable, so a re-seed is a duplicate). */
export function demoTrackingEvents(now: Date, propertyIds: string[]): Array<{ id: string; occurredAt: string; data: TrackingRecorded }> {
  const next = random(20_261_123);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const events: Array<{ id: string; occurredAt: string; data: TrackingRecorded }> = [];
  for (let s = 0; s < SESSIONS; s++) {
    // More visits on recent days: a site that is growing.
    const daysAgo = Math.floor(DAYS * next() ** 1.4);
    const at = new Date(now.getTime() - daysAgo * 86_400_000 - Math.floor(next() * 6) * 3_600_000);
    const day = trackingDay(at);
    const sessionToken = demoId('tracking-session', String(s));
    const deviceType = next() < 0.55 ? 'mobile' : 'desktop';
    const referrer = pick(REFERRERS);
    const pages = 1 + Math.floor(next() * 4);
    const viewed: string[] = [];
    for (let p = 0; p < pages; p++) {
      const onProperty = propertyIds.length > 0 && next() < 0.4;
      const propertyId = onProperty ? pick(propertyIds) : undefined;
      const page = propertyId ? { pageUrl: `/property/${propertyId}`, pageTitle: 'Fiche de propriété · Courtage Québec' } : pick(PAGES);
      const visit: TrackingRecorded = { kind: 'visit', day, sessionToken, ...page, referrer, deviceType };
      events.push({ id: demoId('tracking-event', `${s}-v${p}`), occurredAt: at.toISOString(), data: visit });
      if (propertyId) viewed.push(propertyId);
    }
    const conversions: Array<{ eventType: 'contact_form' | 'agent_contact' }> = [];
    if (next() < 0.08) conversions.push({ eventType: 'contact_form' });
    if (next() < 0.05) conversions.push({ eventType: 'agent_contact' });
    const batch = [...viewed.map((propertyId) => ({ eventType: 'property_view' as const, propertyId })), ...conversions];
    if (batch.length > 0) {
      events.push({ id: demoId('tracking-event', `${s}-e`), occurredAt: at.toISOString(), data: { kind: 'events', day, sessionToken, pageUrl: '/', events: batch } });
    }
  }
  return events;
}

/**
 * Feeds the demo events through the tracking-rollup consumer's own code (exactly once per id): the rollups,
 * property view counts and the dashboard's location views move as they would in production. Skipped
 * when an earlier seed already did it.
 */
export async function seedDemoTracking(context: DemoContext): Promise<string> {
  // The daily leads the hourly analytics-rollup job keeps, for the demo's days (idempotent: a recount).
  for (let d = 0; d <= DAYS; d++) await rollupLeadsForDay(trackingDay(new Date(context.now.getTime() - d * 86_400_000)));
  const events = demoTrackingEvents(context.now, [...context.propertyIds.values()]);
  const last = events.at(-1);
  if (!last) return '';
  const { data: done } = await db.entities.processedEvent.get({ consumer: TRACKING_ROLLUP_CONSUMER, eventId: last.id }).go();
  if (done) return '';
  for (let i = 0; i < events.length; i += 8) {
    await Promise.all(
      events.slice(i, i + 8).map(({ id, occurredAt, data }) => {
        const detail = { id, type: TrackingRecordedV1.detailType, version: TrackingRecordedV1.version, occurredAt, data };
        const event: BusEvent = { id, source: TrackingRecordedV1.source, 'detail-type': TrackingRecordedV1.detailType, time: occurredAt, detail };
        return applyTrackingEvent(event);
      }),
    );
  }
  return `${events.filter((e) => e.data.kind === 'visit').length} visites suivies`;
}

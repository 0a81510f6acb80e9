import { TZDate } from '@date-fns/tz';
import { BROKERAGE_TIME_ZONE } from '../../calendar.js';
import { COUNTER, DASHBOARD_SCOPE, LOCATIONS_BUCKET } from '../../dashboard/rollup.js';
import { countRequest } from '../../abuse/server/repository.js';
import { db } from '../../db/service.js';
import type { outboxItem } from '../../../events/publish.js';
import type { TrackingDeltas } from './rules.js';
import { CONVERSION_CLAIM_TTL_SECONDS, SESSION_SEEN_TTL_SECONDS, locationViews, retryDelayMs, type ViewedProperty } from './rules.js';
import type { TrackingHit } from '../schema.js';

/** The consumer name of the processed-event markers. */
export const TRACKING_ROLLUP_CONSUMER = 'tracking-rollup';
/** The uniqueValue scope of the conversion claims (rules.ts conversionClaims). */
export const CONVERSION_CLAIM_SCOPE = 'tracking-conversion';
/** Same lifetime as runOnce's markers: longer than any redelivery window. */
const MARKER_TTL_SECONDS = 7 * 24 * 3600;
/**
 * A property's view count is an index key (set, not ADDed): concurrent views retry on the version read;
 * concurrent rollups of one day conflict on its dailyStat item (TransactionConflict) and retry too.
 */
const MAX_ATTEMPTS = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Per-session sliding window (shared/abuse/server/rate-limit.ts): a person browsing sends far fewer; a loop or a replay is cut off. */
export const SESSION_RATE_LIMIT = { limit: 240, windowSeconds: 600 } as const;
/**
 * New sessions one client address (CloudFront's viewer address, as for the forms) may start in a sliding
 * window: a household or an office starts a few; a script with a new id per request is cut off. Many
 * phones behind one carrier address (CGNAT) may reach it: their visits then go uncounted, nothing else.
 */
export const ADDRESS_SESSION_LIMIT = { limit: 60, windowSeconds: 600 } as const;

const nonZero = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== 0));
const cancellationCodes = (data: Array<{ code?: string }>) => data.map((r) => r.code ?? 'None');

export const trackingRepository = {
  /** The raw hit and its TrackingRecorded event, in one transaction (outbox). */
  async recordHit(hit: TrackingHit, event: ReturnType<typeof outboxItem>) {
    const result = await db.transaction.write(({ trackingHit, outbox }) => [trackingHit.create(hit).commit(), outbox.create(event).commit()]).go();
    if (result.canceled) throw new Error(`tracking hit not recorded: ${cancellationCodes(result.data).join(', ')}`);
  },

  /**
   * Admits one request: over its session's limit, or the first request of a session from an address that
   * already started ADDRESS_SESSION_LIMIT sessions in the window (a script minting an id per request to
   * inflate visits and conversions), it is refused. A session refused for its address stays refused for
   * the window (its counter is set past the session limit), then is checked as a new one again.
   */
  async admit(sessionToken: string, address: string, nowMs = Date.now()): Promise<'admitted' | 'session-limit' | 'address-limit'> {
    const requests = await countRequest('tracking', 'session', sessionToken, SESSION_RATE_LIMIT.windowSeconds, nowMs);
    if (requests.estimate > SESSION_RATE_LIMIT.limit) return 'session-limit';
    // A session's first request: unseen in both windows, or refused before (its previous count is past the limit).
    const first = requests.current === 1 && (requests.previous === 0 || requests.previous > SESSION_RATE_LIMIT.limit);
    if (!first) return 'admitted';
    const sessions = await countRequest('tracking', 'address-sessions', address, ADDRESS_SESSION_LIMIT.windowSeconds, nowMs);
    if (sessions.estimate <= ADDRESS_SESSION_LIMIT.limit) return 'admitted';
    await db.entities.rateCounter.update(requests.key).set({ count: SESSION_RATE_LIMIT.limit + 1 }).go();
    return 'address-limit';
  },

  /** The creation instant of each lead that exists, by id (consistent: the form's lead was just written). */
  async leadsCreatedAt(ids: string[]): Promise<Map<string, string>> {
    const rows = await Promise.all(ids.map((id) => db.entities.lead.get({ id }).go({ consistent: true, attributes: ['id', 'createdAt'] })));
    return new Map(rows.flatMap(({ data }) => (data ? [[data.id, data.createdAt] as const] : [])));
  },

  async viewedProperties(ids: string[]): Promise<ViewedProperty[]> {
    if (ids.length === 0) return [];
    const rows = await Promise.all(
      ids.map((id) =>
        db.entities.property.get({ id }).go({ consistent: true, attributes: ['id', 'viewsCount', 'listState', 'isActive', 'location'] }),
      ),
    );
    return rows.flatMap(({ data }) => (data ? [data as ViewedProperty] : []));
  },

  /**
   * Applies one event's deltas and writes its processed marker in ONE transaction, so a redelivery
   * counts nothing twice. A visit first tries to claim the session's first sighting of the day (the
   * unique visitor); if the session was already seen, it is applied again without the visitor parts.
   * Each conversion is claimed the same way (a uniqueValue item): one already claimed is dropped from the
   * counters on the next attempt (`claimed`). Viewed properties get their count (an index key) set from
   * the version read, and the dashboard's per-location views move with them.
   */
  async applyOnce(
    eventId: string,
    sessionToken: string,
    deltasFor: (firstSighting: boolean, claimed: ReadonlySet<string>) => TrackingDeltas,
    now = new Date(),
  ): Promise<'applied' | 'duplicate'> {
    let firstSighting = true;
    const claimed = new Set<string>();
    for (let attempt = 1; ; attempt++) {
      const deltas = deltasFor(firstSighting, claimed);
      const claimsSighting = firstSighting && deltas.page !== undefined;
      // Transaction items: the marker, the sighting (if claimed), then one per conversion claim.
      const firstClaim = claimsSighting ? 2 : 1;
      const properties = await this.viewedProperties([...deltas.propertyViews.keys()]);
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const result = await db.transaction
        .write(({ processedEvent, sessionSeen, uniqueValue, dailyStat, pageStat, referrerStat, property, counter }) => {
          const daily = nonZero(deltas.daily);
          return [
            processedEvent
              .create({
                consumer: TRACKING_ROLLUP_CONSUMER,
                eventId,
                status: 'done',
                leaseUntil: 0,
                processedAt: now.toISOString(),
                expiresAt: nowSeconds + MARKER_TTL_SECONDS,
              })
              .commit(),
            ...(claimsSighting ? [sessionSeen.create({ day: deltas.day, sessionToken, expiresAt: nowSeconds + SESSION_SEEN_TTL_SECONDS }).commit()] : []),
            ...deltas.conversions.map((claim) =>
              uniqueValue.create({ scope: CONVERSION_CLAIM_SCOPE, value: claim.key, ownerId: eventId, expiresAt: nowSeconds + CONVERSION_CLAIM_TTL_SECONDS }).commit(),
            ),
            ...(Object.keys(daily).length > 0 ? [dailyStat.update({ day: deltas.day }).add(daily).commit()] : []),
            ...(deltas.page
              ? [
                  (deltas.page.pageTitle
                    ? pageStat.update({ day: deltas.day, pageUrl: deltas.page.pageUrl }).add({ views: deltas.page.views }).set({ pageTitle: deltas.page.pageTitle })
                    : pageStat.update({ day: deltas.day, pageUrl: deltas.page.pageUrl }).add({ views: deltas.page.views })
                  ).commit(),
                ]
              : []),
            ...(deltas.referrer
              ? [referrerStat.update({ day: deltas.day, referrer: deltas.referrer.referrer }).add({ sessions: deltas.referrer.sessions }).commit()]
              : []),
            ...properties.map((p) =>
              property
                .patch({ id: p.id })
                .set({ viewsCount: p.viewsCount + (deltas.propertyViews.get(p.id) ?? 0) })
                .composite({ listState: p.listState })
                // The whole version read: the index key rebuilt (listState) and the location views added
                // (isActive, location) must still be the stored ones, or the write is retried on a new read.
                .where((a, op) =>
                  [
                    op.eq(a.viewsCount, p.viewsCount),
                    op.eq(a.listState, p.listState),
                    op.eq(a.isActive, p.isActive),
                    p.location === undefined ? op.notExists(a.location) : op.eq(a.location, p.location),
                  ].join(' AND '),
                )
                .commit(),
            ),
            // The dashboard's popular neighbourhoods sum the views of active listings per location: one
            // update per location (a transaction may not touch one item twice).
            ...[...locationViews(properties, deltas.propertyViews)].map(([location, views]) =>
              counter.update({ scope: DASHBOARD_SCOPE, bucket: LOCATIONS_BUCKET, name: COUNTER.locationViews(location) }).add({ value: views }).commit(),
            ),
          ];
        })
        .go();
      if (!result.canceled) return 'applied';
      const codes = cancellationCodes(result.data);
      if (codes[0] === 'ConditionalCheckFailed') return 'duplicate';
      // Conversions claimed already (by another event): the next attempt counts them no more.
      for (const [i, claim] of deltas.conversions.entries()) if (codes[firstClaim + i] === 'ConditionalCheckFailed') claimed.add(claim.key);
      if (claimsSighting && codes[1] === 'ConditionalCheckFailed') firstSighting = false;
      else if (!codes.includes('ConditionalCheckFailed') && !codes.includes('TransactionConflict')) {
        throw new Error(`tracking rollup transaction cancelled: ${codes.join(', ')}`);
      }
      // A property moved (or was deleted) meanwhile, or another rollup wrote the same day's counters
      // (TransactionConflict): read again after a jittered, growing pause. After a few, the bus retries.
      if (attempt >= MAX_ATTEMPTS) throw new Error(`tracking rollup transaction cancelled ${attempt} times: ${codes.join(', ')}`);
      await sleep(retryDelayMs(attempt));
    }
  },

  async setDailyLeads(day: string, leads: number) {
    await db.entities.dailyStat.upsert({ day }).set({ leads }).go();
  },

  /** Leads created on one brokerage (Quebec) day: createdAt between the day's first and last instants. */
  async countLeadsCreatedOn(day: string) {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const start = new TZDate(year, month - 1, date, BROKERAGE_TIME_ZONE);
    const next = new TZDate(year, month - 1, date + 1, BROKERAGE_TIME_ZONE);
    const { data } = await db.entities.lead.query
      .all({})
      .between({ createdAt: new Date(start.getTime()).toISOString() }, { createdAt: new Date(next.getTime() - 1).toISOString() })
      .go({ pages: 'all', attributes: ['id', 'createdAt'] });
    return data.length;
  },
};

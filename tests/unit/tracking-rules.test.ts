import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { TrackingRecordedV1 } from '../../events/tracking-recorded.v1.js';
import { MAX_EVENTS_PER_BATCH, trackEventsBodySchema, trackVisitBodySchema } from '../../shared/tracking/api.js';
import {
  CONVERSION_EVENT_TYPES,
  CONVERSION_LEAD_WINDOW_MS,
  DIRECT_REFERRER,
  conversionClaims,
  OTHER_PAGE,
  eventsRecord,
  isAutomatedClient,
  leadConverts,
  locationViews,
  retryDelayMs,
  pagePath,
  referrerHost,
  trackingDay,
  trackingDeltas,
  visitRecord,
} from '../../shared/tracking/server/rules.js';
import { trackingHitSchema } from '../../shared/tracking/schema.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('bot detection', () => {
  it.each([
    [CHROME, false],
    [IPHONE, false],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['facebookexternalhit/1.1', true],
    ['curl/8.5.0', true],
    ['', true],
    ['   ', true],
  ])('%s → %s', (ua, bot) => expect(isAutomatedClient(ua)).toBe(bot));
});

describe('referrer reduction', () => {
  it.each([
    ['https://www.google.com/search?q=condo+quebec', 'google.com'],
    ['https://WWW.Facebook.com/', 'facebook.com'],
    ['http://l.instagram.com/?u=x', 'l.instagram.com'],
    ['android-app://com.google.android.gm/', 'com.google.android.gm'],
    ['', DIRECT_REFERRER],
    [undefined, DIRECT_REFERRER],
    ['pas une adresse', DIRECT_REFERRER],
    // A host longer than DNS allows (the event's 255 limit would otherwise answer 500).
    [`https://${'a'.repeat(600)}.com/`, DIRECT_REFERRER],
    [`https://${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.ca/`, `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.ca`],
  ])('%s → %s', (referrer, host) => expect(referrerHost(referrer)).toBe(host));
});

describe('page path', () => {
  it.each([
    ['http://localhost:3000/listings?ville=Québec#haut', '/listings'],
    ['https://exemple.ca/property/abc/', '/property/abc'],
    ['/blog/un-article?utm_source=x', '/blog/un-article'],
    ['/desabonnement?token=secret', '/desabonnement'],
    ['/alertes?confirmer=secret', '/alertes'],
    ['https://exemple.ca', '/'],
    ['/', '/'],
    ['/listings', '/listings'],
    ['/agents/', '/agents'],
    ['/agent/8d1c4a57-9d41-2f1f-0b1e-9a11', '/agent/8d1c4a57-9d41-2f1f-0b1e-9a11'],
    ['/blog', '/blog'],
    ['/vendeur-lead', '/vendeur-lead'],
    ['/reprise-finance', '/reprise-finance'],
    ['/contact', '/contact'],
    ['/confidentialite', '/confidentialite'],
    ['/search?q=condo', '/search'],
    // Not a page of the public site: one '/autre' page, whatever the path.
    ['/admin', OTHER_PAGE],
    ['/admin/properties', OTHER_PAGE],
    ['/proprietes?ville=Québec', OTHER_PAGE],
    [`/test-${'x'.repeat(40)}`, OTHER_PAGE],
    ['/property/abc/photos', OTHER_PAGE],
    [`/property/${'a'.repeat(65)}`, OTHER_PAGE],
    ['/property/a%20b', OTHER_PAGE],
    ['/blog/Un-Article', OTHER_PAGE],
    [`/blog/${'a'.repeat(121)}`, OTHER_PAGE],
    ['/listings/../admin', OTHER_PAGE],
  ])('%s → %s', (url, path) => expect(pagePath(url)).toBe(path));
});

describe('Quebec day keys', () => {
  it('keys an instant by its day in Quebec, not in UTC', () => {
    expect(trackingDay('2026-11-24T03:30:00.000Z')).toBe('2026-11-23'); // 22:30 in Quebec (EST)
    expect(trackingDay('2026-11-24T05:00:00.000Z')).toBe('2026-11-24');
    expect(trackingDay('2026-07-01T03:59:00.000Z')).toBe('2026-06-30'); // 23:59 EDT
    expect(trackingDay('2026-07-01T04:00:00.000Z')).toBe('2026-07-01');
  });
});

describe('what an event counts', () => {
  const visit = { kind: 'visit', day: '2026-11-23', sessionToken: 's-1', pageUrl: '/', pageTitle: 'Accueil', referrer: 'google.com', deviceType: 'mobile' } as const;

  it('a first visit of the day: a visitor, a page view, a referred session', () => {
    expect(trackingDeltas(visit, true)).toMatchObject({
      day: '2026-11-23',
      daily: { visitors: 1, pageViews: 1, conversions: 0, propertyViews: 0 },
      page: { pageUrl: '/', pageTitle: 'Accueil', views: 1 },
      referrer: { referrer: 'google.com', sessions: 1 },
    });
  });

  it('a later visit of the same session: a page view only', () => {
    const deltas = trackingDeltas(visit, false);
    expect(deltas.daily).toEqual({ visitors: 0, pageViews: 1, conversions: 0, propertyViews: 0 });
    expect(deltas.referrer).toBeUndefined();
  });

  it('a batch: contact forms and broker contacts are conversions; property views are summed per property', () => {
    expect(CONVERSION_EVENT_TYPES).toEqual(['contact_form', 'agent_contact']);
    const deltas = trackingDeltas(
      {
        kind: 'events',
        day: '2026-11-23',
        sessionToken: 's-1',
        pageUrl: '/property/a',
        events: [{ eventType: 'property_view', propertyId: 'a' }, { eventType: 'property_view', propertyId: 'a' }, { eventType: 'property_view', propertyId: 'b' }, { eventType: 'contact_form' }, { eventType: 'agent_contact' }],
      },
      true,
    );
    expect(deltas.daily).toEqual({ visitors: 0, pageViews: 0, conversions: 2, propertyViews: 3 });
    expect(Object.fromEntries(deltas.propertyViews)).toEqual({ a: 2, b: 1 });
    expect(deltas.page).toBeUndefined();
  });
});

describe('conversions count once per session and lead (issue 25)', () => {
  const batch = (events: Array<{ eventType: 'contact_form' | 'agent_contact' | 'property_view'; leadId?: string }>) =>
    ({ kind: 'events', day: '2026-11-23', sessionToken: 's-1', pageUrl: '/contact', events }) as const;

  it('claims a conversion without a lead once per kind, session and day, and one with a lead once per lead', () => {
    const flood = batch([
      ...Array.from({ length: 5 }, () => ({ eventType: 'contact_form' as const })),
      { eventType: 'agent_contact' },
      { eventType: 'agent_contact' },
      { eventType: 'contact_form', leadId: 'L1' },
      { eventType: 'contact_form', leadId: 'L1' },
      { eventType: 'agent_contact', leadId: 'L1' },
      { eventType: 'contact_form', leadId: 'L2' },
      { eventType: 'property_view', leadId: 'L3' },
    ]);
    expect(conversionClaims(flood)).toEqual([
      { key: 'contact_form#2026-11-23#s-1' },
      { key: 'agent_contact#2026-11-23#s-1' },
      { key: 'lead#L1', leadId: 'L1' },
      { key: 'lead#L2', leadId: 'L2' },
    ]);
    const deltas = trackingDeltas(flood, false);
    expect(deltas.daily.conversions).toBe(4);
    expect(deltas.conversions.map((c) => c.key)).toEqual(['contact_form#2026-11-23#s-1', 'agent_contact#2026-11-23#s-1', 'lead#L1', 'lead#L2']);
    // Another session, another day: claims of their own.
    expect(conversionClaims({ ...flood, sessionToken: 's-2' })[0]?.key).toBe('contact_form#2026-11-23#s-2');
    expect(conversionClaims({ ...flood, day: '2026-11-24' })[0]?.key).toBe('contact_form#2026-11-24#s-1');
    expect(conversionClaims({ kind: 'visit', day: '2026-11-23', sessionToken: 's-1', pageUrl: '/', referrer: 'Direct', deviceType: 'mobile' })).toEqual([]);
  });

  it('counts only the claims not refused (already claimed, or not a lead of this visit)', () => {
    const events = batch([{ eventType: 'contact_form' }, { eventType: 'agent_contact' }, { eventType: 'contact_form', leadId: 'L1' }, { eventType: 'property_view' }]);
    const deltas = trackingDeltas(events, false, new Set(['agent_contact#2026-11-23#s-1', 'lead#L1']));
    expect(deltas.daily).toEqual({ visitors: 0, pageViews: 0, conversions: 1, propertyViews: 1 });
    expect(deltas.conversions).toEqual([{ key: 'contact_form#2026-11-23#s-1' }]);
    expect(trackingDeltas(events, false, new Set(['contact_form#2026-11-23#s-1', 'agent_contact#2026-11-23#s-1', 'lead#L1'])).daily.conversions).toBe(0);
  });

  it('a lead converts only if it exists and was created shortly before the request', () => {
    const received = '2026-11-23T15:00:00.000Z';
    const before = (ms: number) => new Date(Date.parse(received) - ms).toISOString();
    expect(leadConverts(before(3_000), received)).toBe(true);
    expect(leadConverts(before(0), received)).toBe(true);
    expect(leadConverts(before(CONVERSION_LEAD_WINDOW_MS), received)).toBe(true);
    expect(leadConverts(undefined, received)).toBe(false);
    expect(leadConverts(before(CONVERSION_LEAD_WINDOW_MS + 1), received)).toBe(false);
    expect(leadConverts(before(-1_000), received)).toBe(false);
    expect(CONVERSION_LEAD_WINDOW_MS).toBe(30 * 60 * 1000);
  });
});

describe('request bodies', () => {
  const visitBody = { sessionToken: '2b0c7f2e-8d1c-4a57-9d41-2f1f0b1e9a11', pageUrl: '/', pageTitle: 'Accueil', referrer: '', userAgent: CHROME, deviceType: 'desktop' };
  it('accepts the spec shapes', () => {
    expect(trackVisitBodySchema.safeParse(visitBody).success).toBe(true);
    const event = { eventType: 'property_view', propertyId: 'p', eventData: { source: 'fiche' }, timestamp: '2026-11-23T15:00:00.000Z' };
    expect(trackEventsBodySchema.safeParse({ sessionToken: visitBody.sessionToken, pageUrl: '/', events: [event] }).success).toBe(true);
  });
  it('refuses unknown fields, device types, event types and nested event data', () => {
    expect(trackVisitBodySchema.safeParse({ ...visitBody, ip: '1.2.3.4' }).success).toBe(false);
    expect(trackVisitBodySchema.safeParse({ ...visitBody, deviceType: 'tablet' }).success).toBe(false);
    expect(trackVisitBodySchema.safeParse({ ...visitBody, sessionToken: 'a b' }).success).toBe(false);
    const batch = (event: object) => trackEventsBodySchema.safeParse({ sessionToken: visitBody.sessionToken, pageUrl: '/', events: [{ timestamp: '2026-11-23T15:00:00.000Z', ...event }] }).success;
    expect(batch({ eventType: 'purchase' })).toBe(false);
    expect(batch({ eventType: 'contact_form', eventData: { nested: { a: 1 } } })).toBe(false);
    expect(batch({ eventType: 'contact_form', timestamp: 'hier' })).toBe(false);
  });
});

describe('what the ingest stores and publishes', () => {
  const key = { day: '2026-11-23', hitId: `${new Date().toISOString()}#2b0c7f2e-8d1c-4a57-9d41-2f1f0b1e9a11`, receivedAt: new Date().toISOString(), expiresAt: 2_000_000_000 };
  const long = (n: number, c = 'a') => c.repeat(n);
  /** Anything the route's schema accepts must fit the event's and the raw hit's schemas (else: a 500 and an error log). */
  const fits = ({ hit, data }: ReturnType<typeof visitRecord>) => {
    expect(TrackingRecordedV1.schema.safeParse(data).error).toBeUndefined();
    expect(trackingHitSchema.safeParse(hit).error).toBeUndefined();
  };
  const visits = [
    { sessionToken: long(100), pageUrl: `https://${long(600)}.com/${long(1300)}`, pageTitle: ` ${long(299)}`, referrer: `https://${long(1900)}.com/`, userAgent: long(1000), deviceType: 'mobile' },
    { sessionToken: ` ${long(8)} `, pageUrl: ' / ', pageTitle: '   ', referrer: '   ', deviceType: 'desktop' },
    { sessionToken: long(100, '-'), pageUrl: `/property/${long(1990)}`, referrer: `https://${long(253)}/`, deviceType: 'desktop' },
    { sessionToken: long(50, '9'), pageUrl: `/blog/${long(120)}`, referrer: `https://${long(254)}/`, deviceType: 'mobile' },
    { sessionToken: long(50, 'Z'), pageUrl: `${long(1999, '/')}x`, referrer: 'javascript:alert(1)', deviceType: 'mobile' },
    { sessionToken: long(50, 'Z'), pageUrl: '%%%', referrer: `http://[${long(40, ':')}]/`, deviceType: 'mobile' },
  ];
  it.each(visits.map((v, i) => [i, v] as const))('visit %i at the route limits fits the event and the hit', (_, body) => {
    const parsed = trackVisitBodySchema.parse(body);
    fits(visitRecord(parsed, key));
  });
  it('a batch at the route limits fits the event and the hit', () => {
    const eventData = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`${i}${long(49)}`, long(200, 'é')]));
    const event = { eventType: 'property_view', propertyId: long(100), agentId: long(100), leadId: long(100), eventData, timestamp: '2026-11-23T15:00:00.000-05:00' };
    const body = trackEventsBodySchema.parse({ sessionToken: long(100), pageUrl: `/${long(1999)}`, events: Array.from({ length: MAX_EVENTS_PER_BATCH }, () => event) });
    const record = eventsRecord(body, key);
    expect(TrackingRecordedV1.schema.safeParse(record.data).error).toBeUndefined();
    // The raw hit's events text is bounded by the request body (16 KB) in real requests; here only its other fields are checked.
    expect(z.omit(trackingHitSchema, { events: true }).safeParse(record.hit).error).toBeUndefined();
    expect(record.data.pageUrl).toBe(OTHER_PAGE);
    const conversions = eventsRecord(trackEventsBodySchema.parse({ ...body, events: body.events.map((e) => ({ ...e, eventType: 'contact_form' })) }), key);
    expect(TrackingRecordedV1.schema.safeParse(conversions.data).error).toBeUndefined();
  });

  it('tells the rollup the lead id of a conversion, and of nothing else', () => {
    const at = '2026-11-23T15:00:00.000Z';
    const body = trackEventsBodySchema.parse({
      sessionToken: 'session-1',
      pageUrl: '/contact',
      events: [
        { eventType: 'contact_form', leadId: 'L1', agentId: 'A1', eventData: { form: 'contact' }, timestamp: at },
        { eventType: 'agent_contact', leadId: 'L2', timestamp: at },
        { eventType: 'property_view', propertyId: 'P1', leadId: 'L3', timestamp: at },
      ],
    });
    const { data } = eventsRecord(body, key);
    expect(data.kind === 'events' && data.events).toEqual([
      { eventType: 'contact_form', leadId: 'L1' },
      { eventType: 'agent_contact', leadId: 'L2' },
      { eventType: 'property_view', propertyId: 'P1' },
    ]);
  });
});

describe('rollup transaction items', () => {
  it('sums the views of properties of one location into one counter update (a transaction may not touch an item twice)', () => {
    const properties = [
      { id: 'a', viewsCount: 1, listState: 'active', isActive: true, location: 'Québec' },
      { id: 'b', viewsCount: 0, listState: 'active', isActive: true, location: ' Québec ' },
      { id: 'c', viewsCount: 0, listState: 'active', isActive: true, location: 'Lévis' },
      { id: 'd', viewsCount: 0, listState: 'inactive', isActive: false, location: 'Québec' },
      { id: 'e', viewsCount: 0, listState: 'active', isActive: true, location: '  ' },
    ];
    const views = new Map([['a', 2], ['b', 1], ['c', 1], ['d', 5], ['e', 1]]);
    expect(Object.fromEntries(locationViews(properties, views))).toEqual({ Québec: 3, Lévis: 1 });
  });

  it('waits a jittered, growing pause between attempts, a few seconds at most in all', () => {
    expect(retryDelayMs(1, () => 0)).toBe(0);
    expect(retryDelayMs(3, () => 0.999)).toBeGreaterThan(retryDelayMs(2, () => 0.999));
    const worst = [1, 2, 3, 4, 5].reduce((sum, attempt) => sum + retryDelayMs(attempt, () => 0.999), 0);
    expect(worst).toBeGreaterThan(1000);
    expect(worst).toBeLessThan(3000);
  });
});

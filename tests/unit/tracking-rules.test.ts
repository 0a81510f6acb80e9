import { describe, expect, it } from 'vitest';
import { trackEventsBodySchema, trackVisitBodySchema } from '../../shared/tracking/api.js';
import { CONVERSION_EVENT_TYPES, DIRECT_REFERRER, isAutomatedClient, pagePath, referrerHost, trackingDay, trackingDeltas } from '../../shared/tracking/rules.js';

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
  ])('%s → %s', (referrer, host) => expect(referrerHost(referrer)).toBe(host));
});

describe('page path', () => {
  it.each([
    ['http://localhost:3000/proprietes?ville=Québec#haut', '/proprietes'],
    ['https://exemple.ca/property/abc/', '/property/abc'],
    ['/blog/un-article?utm_source=x', '/blog/un-article'],
    ['/desabonnement?token=secret', '/desabonnement'],
    ['https://exemple.ca', '/'],
    ['/', '/'],
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_DELAY_MS, deviceTypeOf, eventQueue, visitThrottle, type QueuedEvent } from '../../web/src/lib/tracking-rules.js';

describe('device type', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15', 'mobile'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15', 'desktop'],
  ])('%s → %s', (ua, device) => expect(deviceTypeOf(ua)).toBe(device));
});

describe('visit throttle', () => {
  it('lets one visit a second through', () => {
    let now = 10_000;
    const allowed = visitThrottle(1000, () => now);
    expect(allowed()).toBe(true);
    now += 400;
    expect(allowed()).toBe(false);
    now += 599;
    expect(allowed()).toBe(false);
    now += 1;
    expect(allowed()).toBe(true);
  });
});

describe('event batching', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const event = (i: number): QueuedEvent => ({ eventType: 'property_view', propertyId: `p${i}`, timestamp: new Date(0).toISOString() });

  it('sends at 5 queued events, at once', () => {
    const send = vi.fn();
    const queue = eventQueue(send);
    for (let i = 0; i < 4; i++) queue.push(event(i));
    expect(send).not.toHaveBeenCalled();
    queue.push(event(4));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toHaveLength(5);
    expect(send.mock.calls[0]![1]).toBe('fetch');
    vi.advanceTimersByTime(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends 2 s after the first queued event, not after the last', () => {
    const send = vi.fn();
    const queue = eventQueue(send);
    queue.push(event(0));
    vi.advanceTimersByTime(1500);
    queue.push(event(1));
    vi.advanceTimersByTime(BATCH_DELAY_MS - 1500 - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toHaveLength(2);
  });

  it('flushes by beacon on page hide, and nothing when empty', () => {
    const send = vi.fn();
    const queue = eventQueue(send);
    queue.flush('beacon');
    expect(send).not.toHaveBeenCalled();
    queue.push(event(0));
    queue.flush('beacon');
    expect(send).toHaveBeenCalledWith([event(0)], 'beacon');
    vi.advanceTimersByTime(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

/** A browser's globals, just enough for the tracker: storage, fetch, beacon, document, location. */
function fakeBrowser() {
  const store = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  const fetch = vi.fn(async () => new Response(null, { status: 202 }));
  const sendBeacon = vi.fn(() => true);
  const listeners: Record<string, Array<() => void>> = {};
  const on = (type: string, fn: () => void) => (listeners[type] ??= []).push(fn);
  const document = { title: 'Accueil', referrer: '', visibilityState: 'visible', addEventListener: on };
  vi.stubGlobal('window', { localStorage });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone) Mobile', sendBeacon });
  vi.stubGlobal('document', document);
  vi.stubGlobal('location', { pathname: '/listings', origin: 'http://localhost:3000' });
  vi.stubGlobal('addEventListener', on);
  return { store, fetch, sendBeacon, fire: (type: string) => listeners[type]?.forEach((fn) => fn()), document };
}

describe('consent gate', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const load = async () => ({ ...(await import('../../web/src/lib/tracking.js')), ...(await import('../../web/src/lib/tracking-consent.js')) });

  it('stores nothing and sends nothing before the visitor accepts', async () => {
    const browser = fakeBrowser();
    const t = await load();
    t.startTracking();
    expect(t.consentBannerWanted()).toBe(true);
    t.trackPageVisit();
    t.trackEvent('property_view', { propertyId: 'p1' });
    vi.advanceTimersByTime(5000);
    browser.fire('pagehide');
    expect(browser.fetch).not.toHaveBeenCalled();
    expect(browser.sendBeacon).not.toHaveBeenCalled();
    expect([...browser.store.keys()]).toEqual([]);
  });

  it('after accepting: a session id, visits by fetch, events by batch and by beacon on page hide', async () => {
    const browser = fakeBrowser();
    const t = await load();
    t.startTracking();
    t.setConsent('accepted');
    expect(t.consentBannerWanted()).toBe(false);
    t.trackPageVisit();
    t.trackPageVisit(); // within the second: dropped
    expect(browser.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = browser.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/track/visit');
    const token = browser.store.get('analytics_session');
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(init.body as string)).toMatchObject({ sessionToken: token, pageUrl: '/listings', pageTitle: 'Accueil', referrer: '', deviceType: 'mobile' });

    t.trackEvent('property_view', { propertyId: 'p1' });
    browser.document.visibilityState = 'hidden';
    browser.fire('visibilitychange');
    expect(browser.sendBeacon).toHaveBeenCalledTimes(1);
    const [beaconUrl, blob] = browser.sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(beaconUrl).toBe('/api/track/events');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toMatchObject({ sessionToken: token, pageUrl: '/listings', events: [{ eventType: 'property_view', propertyId: 'p1' }] });
  });

  it('after refusing: the session id is forgotten, the queue dropped, nothing more is sent', async () => {
    const browser = fakeBrowser();
    const t = await load();
    t.startTracking();
    t.setConsent('accepted');
    t.trackEvent('contact_form');
    expect(browser.store.has('analytics_session')).toBe(false); // created when first sent
    t.setConsent('refused');
    vi.advanceTimersByTime(5000);
    t.trackPageVisit();
    t.trackEvent('agent_contact');
    browser.fire('pagehide');
    expect(browser.fetch).not.toHaveBeenCalled();
    expect(browser.sendBeacon).not.toHaveBeenCalled();
    expect([...browser.store.entries()]).toEqual([['analytics_consent', 'refused']]);
  });

  it('refusing after accepting removes the stored session id; the footer can reopen the choice', async () => {
    const browser = fakeBrowser();
    const t = await load();
    t.setConsent('accepted');
    t.trackPageVisit();
    expect(browser.store.has('analytics_session')).toBe(true);
    t.setConsent('refused');
    expect(browser.store.has('analytics_session')).toBe(false);
    expect(t.consentBannerWanted()).toBe(false);
    const changed = vi.fn();
    t.onConsentChange(changed);
    t.reopenConsent();
    expect(changed).toHaveBeenCalled();
    expect(t.consentBannerWanted()).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BusEvent } from '../../events/envelope.js';
import { outboxItem } from '../../events/publish.js';
import { TrackingRecordedV1, type TrackingRecorded } from '../../events/tracking-recorded.v1.js';
import { ruleConsumer } from '../../infra/functions.js';
import { loadHandler } from '../../infra/local/lambda-context.js';
import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { brokerageDay } from '../../shared/calendar.js';
import { api, asVisitor, eventually, guarded, settled, testRandom, useStackTable } from './helpers.js';

/** Consented tracking: the public ingest through the local gateway, and the rollup consumer called directly (as a redelivery would). */
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' };
const VIEWER_IP = '203.0.113.77';

let handler: (event: BusEvent) => Promise<unknown>;
let db: typeof import('../../shared/db/service.js').db;
let repo: typeof import('../../shared/properties/server/repository.js').propertyRepository;
let schema: typeof import('../../shared/properties/schema.js').propertySchema;
let trackingRepository: typeof import('../../shared/tracking/server/repository.js').trackingRepository;

beforeAll(async () => {
  useStackTable();
  handler = await loadHandler<BusEvent, unknown>(ruleConsumer('tracking-rollup'));
  db = (await import('../../shared/db/service.js')).db;
  repo = (await import('../../shared/properties/server/repository.js')).propertyRepository;
  schema = (await import('../../shared/properties/schema.js')).propertySchema;
  trackingRepository = (await import('../../shared/tracking/server/repository.js')).trackingRepository;
});

const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.map((id) => repo.remove(id).catch(() => undefined)));
});

const session = () => `s-${randomUUID()}`;
const post = (path: string, json: unknown, headers: Record<string, string> = BROWSER) =>
  api(path, { method: 'POST', json, headers: { ...headers, 'x-viewer-address': VIEWER_IP } });
const visit = (sessionToken: string, extra: Record<string, unknown> = {}) => ({
  sessionToken,
  pageUrl: 'http://localhost:3000/proprietes?ville=Québec#haut',
  pageTitle: 'Propriétés',
  referrer: 'https://www.google.com/search?q=maison',
  userAgent: BROWSER['user-agent'],
  deviceType: 'desktop',
  ...extra,
});
const hitsOf = async (sessionToken: string) => {
  // Raw items: every attribute stored, not only the ones the entity knows.
  const { data } = await db.entities.trackingHit.query.byDay({ day: brokerageDay(new Date()) }).go({ pages: 'all', data: 'raw' });
  const items = (data as unknown as { Items: Array<Record<string, unknown>> }).Items;
  return items.filter((h) => h.sessionToken === sessionToken);
};
const busEvent = (data: TrackingRecorded): BusEvent => {
  const item = outboxItem(TrackingRecordedV1, data);
  return { id: randomUUID(), source: item.source, 'detail-type': item.detailType, time: item.occurredAt, detail: JSON.parse(item.detail) };
};
/** A day of its own (far in the past) per test: the rollup items it checks are moved by nothing else. */
const isolatedDay = () => `19${String(10 + Math.floor(testRandom() * 89))}-0${1 + Math.floor(testRandom() * 9)}-${String(10 + Math.floor(testRandom() * 18))}`;
const daily = async (day: string) => (await db.entities.dailyStat.get({ day }).go()).data;

describe('tracking ingest', () => {
  it('accepts a visit and a batch (202), stores them without any IP or user agent, and the rollup counts them', async () => {
    const token = session();
    const pageUrl = `/property/${randomUUID()}`;
    expect((await post('/api/track/visit', visit(token, { pageUrl: `http://localhost:3000${pageUrl}?email=a@b.c` }))).status).toBe(202);
    const batch = { sessionToken: token, pageUrl, events: [{ eventType: 'contact_form', eventData: { form: 'contact' }, timestamp: new Date().toISOString() }] };
    expect((await post('/api/track/events', batch)).status).toBe(202);

    const hits = await eventually(() => hitsOf(token), (h) => h.length === 2);
    const stored = JSON.stringify(hits);
    expect(stored).not.toContain(VIEWER_IP);
    expect(stored).not.toContain('127.0.0.1');
    expect(stored).not.toContain('Chrome/131');
    expect(stored).not.toContain('a@b.c');
    expect(hits.find((h) => h.kind === 'visit')).toMatchObject({ pageUrl, referrer: 'google.com', deviceType: 'desktop' });
    expect(hits.every((h) => typeof h.expiresAt === 'number' && (h.expiresAt as number) > Date.now() / 1000 + 80 * 86_400)).toBe(true);

    // Relay → bus → tracking-rollup, asynchronously: the page's view is counted on today's Quebec day.
    const page = await eventually(
      async () => (await db.entities.pageStat.get({ day: brokerageDay(new Date()), pageUrl }).go()).data,
      (p) => p?.views === 1,
    );
    expect(page).toMatchObject({ pageTitle: 'Propriétés', views: 1 });
  });

  it('accepts what its schema accepts: a referrer host too long for DNS is Direct, a path that is not a public page is /autre (no 500)', async () => {
    const token = session();
    const long = visit(token, { pageUrl: `/admin/${'x'.repeat(1500)}`, referrer: `https://${'a'.repeat(600)}.com/page`, pageTitle: ` ${'t'.repeat(299)}` });
    expect((await post('/api/track/visit', long)).status).toBe(202);
    const [hit] = await eventually(() => hitsOf(token), (h) => h.length === 1);
    expect(hit).toMatchObject({ pageUrl: '/autre', referrer: 'Direct' });
  });

  it('feeds the dashboard: its visitors and page views of today are the Quebec day rollup', async () => {
    const { signIn, stack } = await import('./helpers.js');
    const token = await signIn(stack().admin.email, stack().admin.password);
    await post('/api/track/visit', visit(session(), { pageUrl: `/dashboard-${randomUUID()}` }));
    const today = brokerageDay(new Date());
    const read = async () => {
      const [dashboard, rollup] = await Promise.all([api('/api/admin/dashboard?period=today', { token }), daily(today)]);
      return { website: dashboard.body.website, rollup };
    };
    const { website, rollup } = await eventually(read, ({ website, rollup }) => (rollup?.visitors ?? 0) > 0 && website.visitors.current === rollup?.visitors);
    expect(website.pageViews.current).toBe(rollup?.pageViews);
  });

  it('answers a bot 202 and stores nothing', async () => {
    const token = session();
    const bot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    expect((await post('/api/track/visit', visit(token), bot)).status).toBe(202);
    expect((await post('/api/track/events', { sessionToken: token, pageUrl: '/', events: [{ eventType: 'property_view', propertyId: 'x', timestamp: new Date().toISOString() }] }, bot)).status).toBe(202);
    expect((await post('/api/track/visit', visit(token), { 'user-agent': '' })).status).toBe(202);
    await settled();
    expect(await hitsOf(token)).toEqual([]);
  });

  it('refuses bad bodies: 400, 413, 415', async () => {
    const token = session();
    expect((await post('/api/track/visit', visit(token, { deviceType: 'tablet' }))).status).toBe(400);
    expect((await post('/api/track/visit', visit(token, { ip: '1.2.3.4' }))).status).toBe(400);
    expect((await post('/api/track/visit', { pageUrl: '/', deviceType: 'mobile' })).status).toBe(400);
    const event = { eventType: 'contact_form', timestamp: new Date().toISOString() };
    expect((await post('/api/track/events', { sessionToken: token, pageUrl: '/', events: [] })).status).toBe(400);
    expect((await post('/api/track/events', { sessionToken: token, pageUrl: '/', events: [{ ...event, eventType: 'purchase' }] })).status).toBe(400);
    expect((await post('/api/track/events', { sessionToken: token, pageUrl: '/', events: Array.from({ length: 21 }, () => event) })).status).toBe(400);
    expect((await post('/api/track/visit', visit(token, { pageTitle: 'x'.repeat(20_000) }))).status).toBe(413);
    const text = await api('/api/track/visit', { method: 'POST', body: JSON.stringify(visit(token)), headers: { ...BROWSER, 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(await hitsOf(token)).toEqual([]);
  });

  it('cuts off a session that sends too much', async () => {
    const { SESSION_RATE_LIMIT } = await import('../../shared/tracking/server/repository.js');
    const token = session();
    const now = Date.now();
    const address = `203.0.113.${Math.floor(testRandom() * 250)}-${token}`;
    for (let i = 0; i < SESSION_RATE_LIMIT.limit; i++) expect(await trackingRepository.admit(token, address, now)).toBe('admitted');
    expect(await trackingRepository.admit(token, address, now)).toBe('session-limit');
  }, 60_000);

  it('holds the address limit across a window boundary, and lets a refused session try again later', async () => {
    const { ADDRESS_SESSION_LIMIT } = await import('../../shared/tracking/server/repository.js');
    const windowMs = ADDRESS_SESSION_LIMIT.windowSeconds * 1000;
    const boundary = Math.ceil(Date.now() / windowMs) * windowMs + 11 * windowMs;
    const address = `boundary-${session()}`;
    for (let i = 0; i < ADDRESS_SESSION_LIMIT.limit; i++) expect(await trackingRepository.admit(session(), address, boundary - 1_000)).toBe('admitted');
    const late = session();
    expect(await trackingRepository.admit(late, address, boundary + 1_000)).toBe('address-limit');
    expect(await trackingRepository.admit(late, address, boundary + 2_000)).toBe('session-limit');
    // A window later the old sessions have slid out: the refused session is a first request again, and admitted.
    expect(await trackingRepository.admit(late, address, boundary + windowMs + windowMs * 0.9)).toBe('admitted');
  }, 60_000);

  it('cuts off an address that starts too many sessions: a new id per request inflates nothing (issue 25)', async () => {
    const { ADDRESS_SESSION_LIMIT } = await import('../../shared/tracking/server/repository.js');
    const address = `198.51.100.${Math.floor(testRandom() * 250) + 1}`;
    const headers = { ...BROWSER, 'x-forwarded-for': address };
    const sessions = Array.from({ length: ADDRESS_SESSION_LIMIT.limit + 1 }, () => session());
    for (const token of sessions.slice(0, -1)) expect((await post('/api/track/visit', visit(token), headers)).status).toBe(202);
    const refused = await post('/api/track/visit', visit(sessions.at(-1)!), headers);
    expect(refused).toMatchObject({ status: 429, body: { error: { message: 'Trop de sessions de suivi depuis cette adresse : réessayez plus tard.' } } });
    // The refused session stays refused for the window, and stores nothing; sessions already started go on.
    expect((await post('/api/track/events', { sessionToken: sessions.at(-1)!, pageUrl: '/', events: [{ eventType: 'contact_form', timestamp: new Date().toISOString() }] }, headers)).status).toBe(429);
    expect(await hitsOf(sessions.at(-1)!)).toEqual([]);
    expect((await post('/api/track/visit', visit(sessions[0]!), headers)).status).toBe(202);
    // Another address is not concerned.
    expect((await post('/api/track/visit', visit(session()), { ...BROWSER, 'x-forwarded-for': '192.0.2.77' })).status).toBe(202);
  }, 60_000);
});

describe('tracking-rollup consumer', () => {
  it('counts an event once even when it is delivered twice, and a session once per day', async () => {
    const day = isolatedDay();
    const token = session();
    const before: Partial<Record<'visitors' | 'pageViews' | 'conversions' | 'propertyViews', number>> = (await daily(day)) ?? {};
    const first = busEvent({ kind: 'visit', day, sessionToken: token, pageUrl: '/equipe', pageTitle: 'Équipe', referrer: 'facebook.com', deviceType: 'mobile' });
    const outcomes = await Promise.all([handler(first), handler(first)]);
    expect(outcomes.sort()).toEqual(['applied', 'duplicate']);
    expect(await handler(first)).toBe('duplicate');
    // Same session, same day, another page: a page view, not a new visitor nor a new referred session.
    expect(await handler(busEvent({ kind: 'visit', day, sessionToken: token, pageUrl: '/', referrer: 'Direct', deviceType: 'mobile' }))).toBe('applied');
    const events = busEvent({ kind: 'events', day, sessionToken: token, pageUrl: '/', events: [{ eventType: 'contact_form' }, { eventType: 'agent_contact' }, { eventType: 'property_view', propertyId: `gone-${randomUUID()}` }] });
    expect(await handler(events)).toBe('applied');
    expect(await handler(events)).toBe('duplicate');

    const after = await daily(day);
    expect((after?.visitors ?? 0) - (before.visitors ?? 0)).toBe(1);
    expect((after?.pageViews ?? 0) - (before.pageViews ?? 0)).toBe(2);
    expect((after?.conversions ?? 0) - (before.conversions ?? 0)).toBe(2);
    expect((after?.propertyViews ?? 0) - (before.propertyViews ?? 0)).toBe(1);
    expect((await db.entities.pageStat.get({ day, pageUrl: '/equipe' }).go()).data).toMatchObject({ views: 1, pageTitle: 'Équipe' });
    expect((await db.entities.referrerStat.get({ day, referrer: 'facebook.com' }).go()).data?.sessions).toBe(1);
    expect((await db.entities.referrerStat.get({ day, referrer: 'Direct' }).go()).data).toBeNull();
  });

  it('grows a property view count and its location views on the dashboard, once per event', async () => {
    const location = `Quartier ${randomUUID().slice(0, 8)}`;
    const property = schema.parse({
      id: randomUUID(),
      title: 'Condo lumineux',
      price: 399_000,
      location,
      propertyType: 'condo',
      createdAt: new Date().toISOString(),
      isActive: true,
      isFeatured: false,
    });
    await repo.saveWithAgents(property, [demoId('agent', demoAgents.find((a) => a.isActive)!.key)]);
    created.push(property.id);
    const locationViews = async () =>
      (await db.entities.counter.get({ scope: 'dashboard', bucket: 'locations', name: `views#${location}` }).go()).data?.value ?? 0;

    const event = busEvent({
      kind: 'events',
      day: brokerageDay(new Date()),
      sessionToken: session(),
      pageUrl: `/property/${property.id}`,
      events: [{ eventType: 'property_view', propertyId: property.id }, { eventType: 'property_view', propertyId: property.id }],
    });
    // Concurrent views of the same property: its count is a versioned write, so both land.
    const other = busEvent({ kind: 'events', day: brokerageDay(new Date()), sessionToken: session(), pageUrl: '/', events: [{ eventType: 'property_view', propertyId: property.id }] });
    expect((await Promise.all([handler(event), handler(other), handler(event)])).sort()).toEqual(['applied', 'applied', 'duplicate']);

    expect((await repo.get(property.id))?.viewsCount).toBe(3);
    expect(await eventually(locationViews, (v) => v === 3)).toBe(3);
    // The most-viewed index follows (its sort key is the count).
    const { data } = await db.entities.property.query.byViews({ listState: 'active' }).go({ order: 'desc', pages: 'all' });
    expect(data.find((p) => p.id === property.id)?.viewsCount).toBe(3);
    // The public page itself counts nothing.
    await api(`/api/properties/${property.id}`);
    expect((await repo.get(property.id))?.viewsCount).toBe(3);
  });

  const newProperty = async (location: string, extra: Record<string, unknown> = {}) => {
    const property = schema.parse({
      id: randomUUID(), title: 'Maison de test', price: 450_000, location, propertyType: 'maison',
      createdAt: new Date().toISOString(), isActive: true, isFeatured: false, ...extra,
    });
    await repo.saveWithAgents(property, [demoId('agent', demoAgents.find((a) => a.isActive)!.key)]);
    created.push(property.id);
    return property;
  };
  const locationCounter = async (location: string) =>
    (await db.entities.counter.get({ scope: 'dashboard', bucket: 'locations', name: `views#${location}` }).go({ consistent: true })).data?.value ?? 0;
  /** The byViews index key as stored, next to the count it should be built from. */
  const viewsIndex = async (id: string) => {
    const { data } = await db.entities.property.get({ id }).go({ data: 'raw', consistent: true });
    const item = (data as unknown as { Item: Record<string, unknown> }).Item;
    return { viewsCount: item.viewsCount as number, gsi3pk: String(item.gsi3pk), gsi3sk: String(item.gsi3sk) };
  };
  const consistentIndex = (index: Awaited<ReturnType<typeof viewsIndex>>, listState: string) => {
    expect(index.gsi3pk.toLowerCase()).toMatch(new RegExp(`(^|[^a-z])${listState}$`));
    expect(index.gsi3sk).toContain(String(index.viewsCount).padStart(10, '0'));
  };

  it('counts a batch viewing two properties of one location, and one property twice (one counter update per location)', async () => {
    const location = `Secteur ${randomUUID().slice(0, 8)}`;
    const [a, b] = [await newProperty(location), await newProperty(` ${location} `)];
    const c = await newProperty(`Autre ${randomUUID().slice(0, 8)}`);
    const view = (propertyId: string) => ({ eventType: 'property_view' as const, propertyId });
    const event = busEvent({
      kind: 'events', day: brokerageDay(new Date()), sessionToken: session(), pageUrl: '/listings',
      events: [view(a.id), view(b.id), view(a.id), view(c.id), { eventType: 'contact_form' }],
    });
    expect(await handler(event)).toBe('applied');
    expect((await repo.get(a.id))?.viewsCount).toBe(2);
    expect((await repo.get(b.id))?.viewsCount).toBe(1);
    expect(await eventually(() => locationCounter(location), (v) => v === 3)).toBe(3);
    expect(await eventually(() => locationCounter(c.location.trim()), (v) => v === 1)).toBe(1);
  });

  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['deactivated', () => ({ isActive: false }), 'inactive'],
    ['moved to another location', () => ({ location: `Ailleurs ${randomUUID().slice(0, 8)}` }), 'active'],
  ] as const)('a property %s meanwhile: its views go to the right index and location, never the stale ones', async (_, change, listState) => {
    const location = `Avant ${randomUUID().slice(0, 8)}`;
    const property = await newProperty(location);
    const changes: { isActive?: boolean; location?: string } = change();
    // The rollup reads the property; the admin changes it before the rollup writes.
    const read = trackingRepository.viewedProperties.bind(trackingRepository);
    let raced = false;
    vi.spyOn(trackingRepository, 'viewedProperties').mockImplementation(async (ids) => {
      const rows = await read(ids);
      if (!raced) {
        raced = true;
        await repo.update(property.id, changes);
      }
      return rows;
    });
    const outcome = await trackingRepository.applyOnce(randomUUID(), session(), () => ({
      day: brokerageDay(new Date()), daily: { visitors: 0, pageViews: 0, conversions: 0, propertyViews: 1 }, conversions: [], propertyViews: new Map([[property.id, 1]]),
    }));
    expect(outcome).toBe('applied');
    expect(raced).toBe(true);
    const index = await viewsIndex(property.id);
    expect(index.viewsCount).toBe(1);
    consistentIndex(index, listState);
    const { data } = await db.entities.property.query.byViews({ listState: 'active' }).go({ pages: 'all' });
    expect(data.some((p) => p.id === property.id)).toBe(listState === 'active');
    expect(await locationCounter(location)).toBe(0);
    if (changes.location) expect(await locationCounter(changes.location)).toBe(1);
  });

  it('an admin update racing a counted view keeps the view and a views index built from the stored count', async () => {
    const property = await newProperty(`Course ${randomUUID().slice(0, 8)}`);
    const countView = () =>
      handler(busEvent({ kind: 'events', day: brokerageDay(new Date()), sessionToken: session(), pageUrl: '/listings', events: [{ eventType: 'property_view', propertyId: property.id }] }));
    const stale = await repo.get(property.id);
    expect(await countView()).toBe('applied');
    // The listing import writes over the version it read (same updatedAt: a view does not change it): refused, not a stale index key.
    const { propertySyncRepository } = await import('../../shared/properties/server/sync-repository.js');
    await expect(propertySyncRepository.deactivate(stale!, `MLS-${randomUUID().slice(0, 8)}`, new Date())).rejects.toThrow(/synchronisation/);
    consistentIndex(await viewsIndex(property.id), 'active');
    // The admin update has read the property when a view is counted, before it writes: it reads again,
    // the view stays, and its index key is built from the stored count.
    const entity = db.entities.property;
    const get = entity.get.bind(entity);
    let raced = false;
    vi.spyOn(entity, 'get').mockImplementation(((key: { id: string }) => {
      const query = get(key);
      if (raced || key.id !== property.id) return query;
      raced = true;
      return { go: async (options: object) => { const read = await query.go(options as never); await countView(); return read; } };
    }) as never);
    const updated = await repo.update(property.id, { isFeatured: true });
    expect(raced).toBe(true);
    expect(updated.viewsCount).toBe(2);
    const index = await viewsIndex(property.id);
    expect(index.viewsCount).toBe(2);
    consistentIndex(index, 'active');
  });

  it('a re-save of the property (the seed at each start) keeps its counted views and a consistent views index', async () => {
    const property = await newProperty(`Semence ${randomUUID().slice(0, 8)}`);
    expect(await handler(busEvent({ kind: 'events', day: brokerageDay(new Date()), sessionToken: session(), pageUrl: '/', events: [{ eventType: 'property_view', propertyId: property.id }] }))).toBe('applied');
    await repo.saveWithAgents({ ...property, viewsCount: 0 }, [demoId('agent', demoAgents.find((a) => a.isActive)!.key)]);
    const index = await viewsIndex(property.id);
    expect(index.viewsCount).toBe(1);
    consistentIndex(index, 'active');
  });

  it('recounts the daily leads on Quebec days (the analytics-rollup job), idempotently', async () => {
    const { rollupLeadsForDay } = await import('../../shared/tracking/server/rollup.js');
    const lead = (createdAt: string) => ({
      id: randomUUID(), name: 'Lead de minuit', email: 'minuit@exemple.ca', message: 'x', leadType: 'acheteur' as const,
      status: 'new', source: 'test', interest: 'Achat', createdAt, syncStatus: 'skipped' as const,
    });
    // 22:30 in Quebec on March 14 (already March 15 in UTC), and 00:30 in Quebec on March 15.
    const leads = [lead('2001-03-15T03:30:00.000Z'), lead('2001-03-15T05:30:00.000Z')];
    await db.entities.lead.put(leads).go();
    try {
      expect(await rollupLeadsForDay('2001-03-14')).toBe(1);
      expect(await rollupLeadsForDay('2001-03-14')).toBe(1);
      expect(await rollupLeadsForDay('2001-03-15')).toBe(1);
      expect((await daily('2001-03-14'))?.leads).toBe(1);
    } finally {
      await Promise.all(leads.map((l) => db.entities.lead.delete({ id: l.id }).go()));
    }
  });

  const claimOf = async (key: string) => (await db.entities.uniqueValue.get({ scope: 'tracking-conversion', value: key }).go({ consistent: true })).data;
  const conversionsOn = async (day: string) => (await daily(day))?.conversions ?? 0;
  const conversion = (day: string, sessionToken: string, events: Array<{ eventType: 'contact_form' | 'agent_contact'; leadId?: string }>) =>
    busEvent({ kind: 'events', day, sessionToken, pageUrl: '/contact', events });

  it('counts a conversion once per session, however often a script sends it (issue 25)', async () => {
    const day = isolatedDay();
    const token = session();
    // Every request is an event of its own: the event id does not stop a flood, the conversion claim does.
    const flood = () => conversion(day, token, [{ eventType: 'contact_form' }, { eventType: 'contact_form' }]);
    expect(await Promise.all(Array.from({ length: 4 }, () => handler(flood())))).toEqual(['applied', 'applied', 'applied', 'applied']);
    for (let i = 0; i < 10; i++) expect(await handler(flood())).toBe('applied');
    expect(await conversionsOn(day)).toBe(1);
    const claim = await claimOf(`contact_form#${day}#${token}`);
    expect(claim?.expiresAt).toBeGreaterThan(Date.now() / 1000);
    // Another kind, and another session, convert once each.
    expect(await handler(conversion(day, token, [{ eventType: 'agent_contact' }, { eventType: 'contact_form' }]))).toBe('applied');
    expect(await handler(conversion(day, token, [{ eventType: 'agent_contact' }]))).toBe('applied');
    expect(await handler(conversion(day, session(), [{ eventType: 'contact_form' }]))).toBe('applied');
    expect(await conversionsOn(day)).toBe(3);
  }, 30_000);

  it('counts nothing for a made-up or an old lead id, and a real lead once, whoever reports it', async () => {
    const day = isolatedDay();
    const token = session();
    const madeUp = Array.from({ length: 20 }, () => ({ eventType: 'contact_form' as const, leadId: randomUUID() }));
    expect(await handler(conversion(day, token, madeUp))).toBe('applied');
    expect(await conversionsOn(day)).toBe(0);
    expect(await claimOf(`lead#${madeUp[0]!.leadId}`)).toBeNull();

    const old = { id: randomUUID(), name: 'Ancien lead', email: 'ancien@exemple.ca', message: 'x', leadType: 'acheteur' as const, status: 'new', source: 'test', interest: 'Achat', createdAt: '2001-03-15T03:30:00.000Z', syncStatus: 'skipped' as const };
    await db.entities.lead.put(old).go();
    const res = await api('/api/leads/contact', { method: 'POST', json: guarded({ name: 'Léa Conversion', email: `conversion.${Date.now()}@example.com`, phone: '', message: 'Un condo, svp.' }), headers: asVisitor() });
    expect(res.status).toBe(201);
    const leadId = res.body.id as string;
    try {
      expect(await handler(conversion(day, token, [{ eventType: 'contact_form', leadId: old.id }]))).toBe('applied');
      expect(await conversionsOn(day)).toBe(0);
      const real = () => conversion(day, token, [{ eventType: 'contact_form', leadId }, { eventType: 'contact_form', leadId }]);
      expect((await Promise.all([handler(real()), handler(real()), handler(real())])).sort()).toEqual(['applied', 'applied', 'applied']);
      expect(await conversionsOn(day)).toBe(1);
      // Another session reporting the same lead: still one conversion.
      expect(await handler(conversion(day, session(), [{ eventType: 'contact_form', leadId }]))).toBe('applied');
      expect(await conversionsOn(day)).toBe(1);
      expect(await claimOf(`lead#${leadId}`)).not.toBeNull();
    } finally {
      await Promise.all([old.id, leadId].map((id) => db.entities.lead.delete({ id }).go()));
    }
  }, 30_000);

  it('claims the lead a form created, sent with its conversion through the ingest; a made-up one beside it is not claimed', async () => {
    const res = await api('/api/leads/contact', { method: 'POST', json: guarded({ name: 'Marc Suivi', email: `suivi.${Date.now()}@example.com`, phone: '', message: 'Bonjour.' }), headers: asVisitor() });
    expect(res.status).toBe(201);
    const leadId = res.body.id as string;
    const madeUp = randomUUID();
    const at = new Date().toISOString();
    const events = [
      { eventType: 'contact_form', leadId, eventData: { form: 'contact' }, timestamp: at },
      { eventType: 'contact_form', leadId: madeUp, eventData: { form: 'contact' }, timestamp: at },
    ];
    try {
      expect((await post('/api/track/events', { sessionToken: session(), pageUrl: '/contact', events })).status).toBe(202);
      const claim = await eventually(() => claimOf(`lead#${leadId}`), (c) => c !== null);
      expect(claim?.ownerId).toBeTruthy();
      // Claimed in the same transaction as the real one: had it counted, it would be there now.
      expect(await claimOf(`lead#${madeUp}`)).toBeNull();
    } finally {
      await db.entities.lead.delete({ id: leadId }).go();
    }
  });

  it('refuses an event that does not match its contract', async () => {
    const event = busEvent({ kind: 'visit', day: isolatedDay(), sessionToken: session(), pageUrl: '/', referrer: 'Direct', deviceType: 'desktop' });
    await expect(handler({ ...event, detail: { ...(event.detail as object), data: { kind: 'visit', ip: '1.2.3.4' } } })).rejects.toThrow();
  });
});

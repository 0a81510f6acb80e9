import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../events/envelope.js';
import { PropertyChangedV1, type PropertySummary } from '../../events/property-changed.v1.js';
import { outboxItem } from '../../events/publish.js';
import { ruleConsumer } from '../../infra/functions.js';
import { loadHandler } from '../../infra/local/lambda-context.js';
import { DASHBOARD_PERIODS } from '../../shared/dashboard/periods.js';
import { adminToken, api, asVisitor, eventually, guarded, useStackTable } from './helpers.js';

/** The dashboard: rollups moved by the events (through the stack's bus, or a direct redelivery) and the route. */
let handler: (event: BusEvent) => Promise<unknown>;
let counters: typeof import('../../shared/stats/server/counter-store.js').counterStore;
let rebuild: typeof import('../../shared/dashboard/server/service.js').rebuildDashboardCounters;
let ensure: typeof import('../../shared/dashboard/server/service.js').ensureDashboardCounters;

beforeAll(async () => {
  useStackTable();
  handler = await loadHandler<BusEvent, unknown>(ruleConsumer('dashboard-rollup'));
  counters = (await import('../../shared/stats/server/counter-store.js')).counterStore;
  ({ rebuildDashboardCounters: rebuild, ensureDashboardCounters: ensure } = await import('../../shared/dashboard/server/service.js'));
});

const dashboard = async (query = '?period=today') => api(`/api/admin/dashboard${query}`, { token: await adminToken() });

const propertyEvent = (before: PropertySummary | null, after: PropertySummary | null): BusEvent => {
  const item = outboxItem(PropertyChangedV1, { propertyId: randomUUID(), change: !before ? 'created' : !after ? 'deleted' : 'updated', before, after });
  return { id: randomUUID(), source: item.source, 'detail-type': item.detailType, time: item.occurredAt, detail: JSON.parse(item.detail) };
};

describe('GET /api/admin/dashboard', () => {
  it("a new lead moves today's figures through the bus within a few seconds", async () => {
    const before = (await dashboard()).body;
    const created = await api('/api/leads', {
      method: 'POST',
      headers: asVisitor(),
      json: guarded({ nom: 'Julie Roy', email: `julie.${randomUUID().slice(0, 6)}@example.com`, telephone: '418 555-0101', adresse: '5 rue des Érables, Lévis' }),
    });
    expect(created.status).toBe(201);
    const after = await eventually(
      () => dashboard(),
      (r) => r.body.cards.leads.current === before.cards.leads.current + 1,
      5_000,
    );
    expect(after.body.cards.leads.total).toBe(before.cards.leads.total + 1);
    expect(after.body.leadsByType.vendeur).toBe(before.leadsByType.vendeur + 1);
    expect(after.body.latestLeads[0]).toEqual({
      id: created.body.id,
      name: 'Julie Roy',
      interest: expect.any(String),
      budget: null,
      leadType: 'vendeur',
      createdAt: created.body.createdAt,
    });
    // Nothing personal beyond the name: the dashboard does not need it.
    expect(after.body.latestLeads[0]).not.toHaveProperty('email');
  });

  it('answers each of the seven periods, month by default, with the previous period of the same length', async () => {
    for (const period of DASHBOARD_PERIODS) {
      const res = await dashboard(`?period=${period}`);
      expect(res.status).toBe(200);
      expect(res.body.period).toBe(period);
      expect(res.body.range.from <= res.body.range.to).toBe(true);
      expect(res.body.previousRange.to < res.body.range.from).toBe(true);
      // Read from the tracking rollups (the seed's demo audience and any tracking test): figures, not zeros.
      const figure = { current: expect.any(Number), previous: expect.any(Number), change: expect.any(Number) };
      expect(res.body.website).toEqual({ visitors: figure, pageViews: figure, conversionRate: expect.any(Number) });
      expect(res.body.latestLeads.length).toBeLessThanOrEqual(5);
      expect(res.body.latestProperties.length).toBeLessThanOrEqual(5);
    }
    const byDefault = await dashboard('');
    expect(byDefault).toMatchObject({ status: 200, body: { period: 'month' } });
    expect(byDefault.body.range.from.endsWith('-01')).toBe(true);
  });

  it('refuses an unknown period or parameter in French, and anyone but an admin', async () => {
    const bad = await dashboard('?period=decade');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^Période inconnue/);
    expect((await dashboard('?period=month&limit=5')).status).toBe(400);
    expect((await api('/api/admin/dashboard')).status).toBe(401);
  });
});

describe('dashboard-rollup consumer', () => {
  const location = `Quartier test ${randomUUID().slice(0, 8)}`;
  const listing: PropertySummary = {
    title: 'Maison de test',
    location,
    price: 250_000,
    isActive: true,
    isFeatured: false,
    viewsCount: 9_000_000,
    createdAt: '2001-02-03T15:00:00.000Z',
  };

  it('counts an event delivered twice (at once, then again) exactly once', async () => {
    const event = propertyEvent(null, listing);
    const outcomes = await Promise.allSettled([handler(event), handler(event)]);
    // The loser of a concurrent pair is refused by the database: either seen as a duplicate or retried by the bus.
    expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value === 'applied')).toHaveLength(1);
    expect(await handler(event)).toBe('duplicate');
    expect(await counters.bucket('dashboard', 'day#2001-02-03')).toEqual({ properties: 1 });
    expect(await counters.bucket('dashboard', 'locations')).toMatchObject({ [`views#${location}`]: 9_000_000, [`listings#${location}`]: 1 });

    const { body } = await dashboard('?period=month');
    expect(body.popularNeighbourhoods[0]).toEqual({ location, views: 9_000_000, listings: 1 });
  });

  it('a no-op update moves nothing; a deletion takes the listing back', async () => {
    expect(await handler(propertyEvent(listing, { ...listing, isFeatured: true }))).toBe('no-change');
    expect(await handler(propertyEvent(listing, null))).toBe('applied');
    expect(await counters.bucket('dashboard', 'day#2001-02-03')).toEqual({ properties: 0 });
    const { body } = await dashboard('?period=month');
    expect(body.popularNeighbourhoods.map((n: { location: string }) => n.location)).not.toContain(location);
  });

  it('a rebuild recounts the counters from the items and is idempotent', async () => {
    // Other files of the run write items past the bus (a consumer called directly, planted leads): the
    // comparison starts from counters that match the items.
    await rebuild();
    // A counter nothing backs (as if an event had been lost): the rebuild zeroes it.
    await counters.add({ scope: 'dashboard', bucket: 'day#2001-02-04', name: 'leads' }, 3);
    const { body: before } = await dashboard('?period=year');
    expect(await rebuild()).toBeGreaterThan(0);
    expect(await counters.bucket('dashboard', 'day#2001-02-04')).toEqual({ leads: 0 });
    expect(await rebuild()).toBe(0);
    // The seed's call leaves counters that exist alone.
    await counters.add({ scope: 'dashboard', bucket: 'day#2001-02-04', name: 'leads' }, 2);
    expect(await ensure()).toBe(false);
    expect(await counters.bucket('dashboard', 'day#2001-02-04')).toEqual({ leads: 2 });
    await counters.add({ scope: 'dashboard', bucket: 'day#2001-02-04', name: 'leads' }, -2);
    // A table filled before the rollups existed (no totals yet): the seed's call recounts them.
    const totals = await counters.bucket('dashboard', 'totals');
    const { db } = await import('../../shared/db/service.js');
    await db.entities.counter.delete(Object.keys(totals).map((name) => ({ scope: 'dashboard', bucket: 'totals', name }))).go();
    expect(await counters.bucket('dashboard', 'totals')).toEqual({});
    expect(await ensure()).toBe(true);
    expect(await counters.bucket('dashboard', 'totals')).toEqual(totals);
    const { body: after } = await dashboard('?period=year');
    // The figures the events kept were right already: the rebuild finds the same.
    expect(after.cards).toEqual(before.cards);
  });
});

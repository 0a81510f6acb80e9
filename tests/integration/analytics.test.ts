import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduledJob } from '../../infra/functions.js';
import { loadHandler } from '../../infra/local/lambda-context.js';
import { brokerageDay } from '../../shared/calendar.js';
import { addDays } from '../../shared/dashboard/periods.js';
import { adminToken, api, createUser, stack, useStackTable } from './helpers.js';

/** GET /api/admin/analytics: figures of rollup items planted through the entities, access and validation. */
let db: typeof import('../../shared/db/service.js').db;
let counters: typeof import('../../shared/stats/server/counter-store.js').counterStore;
let token: string;

// Days inside the 90-day period but outside the 30-day one: no other test writes there.
const today = brokerageDay(new Date());
const dayA = addDays(today, -60);
const dayB = addDays(today, -61);
const tag = randomUUID().slice(0, 8);

beforeAll(async () => {
  useStackTable();
  ({ db } = await import('../../shared/db/service.js'));
  counters = (await import('../../shared/stats/server/counter-store.js')).counterStore;
  token = await adminToken();

  await db.entities.dailyStat.put([
    { day: dayA, visitors: 7, pageViews: 30, conversions: 2, leads: 1 },
    { day: dayB, visitors: 5, pageViews: 12, conversions: 1, leads: 3 },
  ]).go();
  // Leads come from the dashboard's day counters (what the dashboard shows), not the rollup's recount.
  await counters.add({ scope: 'dashboard', bucket: `day#${dayA}`, name: 'leads' }, 4);
  // 12 pages far above anything else: the top 10 is theirs. Page 0 is seen both days, under a new title the second.
  await db.entities.pageStat.put([
    ...Array.from({ length: 12 }, (_, i) => ({ day: dayA, pageUrl: `/test-${tag}/page-${i}`, pageTitle: `Page ${i}`, views: 1_000_000 + i * 1_000 })),
    { day: dayB, pageUrl: `/test-${tag}/page-0`, pageTitle: 'Ancien titre', views: 500 },
  ]).go();
  await db.entities.referrerStat.put([
    { day: dayA, referrer: 'Direct', sessions: 900_000 },
    { day: dayB, referrer: 'Direct', sessions: 100_000 },
    ...Array.from({ length: 11 }, (_, i) => ({ day: dayA, referrer: `source-${tag}-${i}.ca`, sessions: 500_000 + i })),
  ]).go();
  // The top lists of a period are a snapshot: these tests start without one (first use: the request computes it).
  await db.entities.analyticsSnapshot.delete([{ days: 7 }, { days: 30 }, { days: 90 }]).go();
});

const analytics = (query: string, auth = token) => api(`/api/admin/analytics${query}`, { token: auth });

describe('GET /api/admin/analytics', () => {
  it('answers the period ending today with one row a day, totals and rate from the day counters', async () => {
    const res = await analytics('?days=90');
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ days: 90, from: addDays(today, -89), to: today });
    expect(body.daily).toHaveLength(90);
    expect(body.daily[0].date).toBe(body.from);
    expect(body.daily.at(-1).date).toBe(today);
    expect(body.daily.find((d: { date: string }) => d.date === dayA)).toEqual({ date: dayA, visitors: 7, pageViews: 30, conversions: 2, leads: 4 });
    expect(body.daily.find((d: { date: string }) => d.date === dayB)).toEqual({ date: dayB, visitors: 5, pageViews: 12, conversions: 1, leads: 0 });
    expect(body.daily.find((d: { date: string }) => d.date === addDays(today, -62))).toEqual({ date: addDays(today, -62), visitors: 0, pageViews: 0, conversions: 0, leads: 0 });
    const sum = (field: string) => body.daily.reduce((s: number, d: Record<string, number>) => s + d[field]!, 0);
    expect(body.uniqueVisitors).toBe(sum('visitors'));
    expect(body.pageViews).toBe(sum('pageViews'));
    expect(body.conversions).toBe(sum('conversions'));
    expect(body.leads).toBe(sum('leads'));
    expect(body.uniqueVisitors).toBeGreaterThanOrEqual(12);
    expect(body.conversionRate).toBe(Math.round((body.conversions / body.uniqueVisitors) * 1000) / 10);

    // 30 days by default, and the planted days are outside it.
    const month = await analytics('');
    expect(month.body).toMatchObject({ days: 30, from: addDays(today, -29), to: today });
    expect(month.body.daily).toHaveLength(30);
    expect(month.body.daily.map((d: { date: string }) => d.date)).not.toContain(dayA);
    expect(month.body.topPages.map((p: { pageUrl: string }) => p.pageUrl).join()).not.toContain(tag);
    expect((await analytics('?days=7')).body.daily).toHaveLength(7);
  });

  it('top pages and referrers: merged across days, biggest first, 10 each', async () => {
    const { body } = await analytics('?days=90');
    expect(body.topPages).toHaveLength(10);
    expect(body.topPages[0]).toEqual({ pageUrl: `/test-${tag}/page-11`, pageTitle: 'Page 11', views: 1_011_000 });
    expect(body.topPages.map((p: { pageUrl: string }) => p.pageUrl)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `/test-${tag}/page-${i}`));
    const views = body.topPages.map((p: { views: number }) => p.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));

    expect(body.topReferrers).toHaveLength(10);
    // Both planted days merged (plus the seed's own direct visits, a few hundred at most).
    expect(body.topReferrers[0].referrer).toBe('Direct');
    expect(body.topReferrers[0].sessions).toBeGreaterThanOrEqual(1_000_000);
    expect(body.topReferrers[0].sessions).toBeLessThan(1_010_000);
    expect(body.topReferrers[1]).toEqual({ referrer: `source-${tag}-10.ca`, sessions: 500_010 });
  });

  it('a request reads the snapshot the job left, without recomputing it, unless it is over 30 minutes old', async () => {
    // New rollups that would put page-0 first, and a planted snapshot 20 minutes old saying otherwise: the request shows the snapshot.
    await db.entities.pageStat.put({ day: dayB, pageUrl: `/test-${tag}/page-0`, pageTitle: 'Ancien titre', views: 5_000_000 }).go();
    const planted = (minutesAgo: number) =>
      db.entities.analyticsSnapshot
        .put({
          days: 90,
          from: addDays(today, -89),
          to: today,
          computedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
          topPages: JSON.stringify([{ pageUrl: `/snapshot-${tag}`, pageTitle: 'Du cliché', views: 3 }]),
          topReferrers: JSON.stringify([{ referrer: `snapshot-${tag}.ca`, sessions: 2 }]),
          expiresAt: Math.floor(Date.now() / 1000) + 3600,
        })
        .go();
    await planted(20);
    const cached = await analytics('?days=90');
    expect(cached.body.topPages).toEqual([{ pageUrl: `/snapshot-${tag}`, pageTitle: 'Du cliché', views: 3 }]);
    expect(cached.body.topReferrers).toEqual([{ referrer: `snapshot-${tag}.ca`, sessions: 2 }]);
    // The live figures are not from the snapshot.
    expect(cached.body.daily.find((d: { date: string }) => d.date === dayA).pageViews).toBe(30);
    const still = await db.entities.analyticsSnapshot.get({ days: 90 }).go();
    expect(JSON.parse(still.data!.topPages)[0].pageUrl).toBe(`/snapshot-${tag}`);

    // Over 30 minutes old (the job is failing): the request recomputes, merged across both days, the title of its latest day winning.
    await planted(31);
    const stale = await analytics('?days=90');
    expect(stale.body.topPages[0]).toEqual({ pageUrl: `/test-${tag}/page-0`, pageTitle: 'Page 0', views: 6_000_000 });
  });

  it('the analytics-rollup job refreshes every period\'s snapshot', async () => {
    await db.entities.pageStat.put({ day: dayB, pageUrl: `/test-${tag}/page-1`, pageTitle: 'Page 1', views: 9_000_000 }).go();
    const before = new Date();
    const runJob = await loadHandler<Record<string, never>, Record<string, unknown>>(scheduledJob('analytics-rollup'));
    const result = await runJob({});
    expect(result).toMatchObject({ topLists: 'refreshed', [today]: expect.any(Number) });
    for (const days of [7, 30, 90]) {
      const { data } = await db.entities.analyticsSnapshot.get({ days }).go();
      expect(data).toMatchObject({ days, from: addDays(today, -(days - 1)), to: today });
      expect(Date.parse(data!.computedAt)).toBeGreaterThanOrEqual(before.getTime() - 1000);
    }
    const { body } = await analytics('?days=90');
    expect(body.topPages[0]).toEqual({ pageUrl: `/test-${tag}/page-1`, pageTitle: 'Page 1', views: 10_001_000 });
  });

  it('ranks the 20 most viewed active properties, with their city', async () => {
    const { body } = await analytics('?days=30');
    expect(body.topProperties.length).toBeGreaterThan(0);
    expect(body.topProperties.length).toBeLessThanOrEqual(20);
    const views = body.topProperties.map((p: { views: number }) => p.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    for (const p of body.topProperties) expect(p).toEqual({ id: expect.any(String), title: expect.any(String), views: expect.any(Number), city: expect.any(String) });
    const first = await db.entities.property.get({ id: body.topProperties[0].id }).go();
    expect(first.data).toMatchObject({ isActive: true, viewsCount: body.topProperties[0].views });
  });

  it('is private to the admin who asked', async () => {
    const res = await fetch(`${stack().url}/api/admin/analytics?days=7`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^private/);
  });

  it('refuses another period or parameter in French, anonymous visitors and non-admins', async () => {
    const bad = await analytics('?days=12');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^Période inconnue : choisissez 7, 30 ou 90 jours/);
    expect((await analytics('?days=30&limit=5')).status).toBe(400);
    expect((await api('/api/admin/analytics?days=30')).status).toBe(401);
    const user = await createUser(`analytics-${tag}@example.com`, 'Analytics-Passw0rd!');
    expect((await analytics('?days=30', user)).status).toBe(403);
  });
});

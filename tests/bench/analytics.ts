/**
 * `npx tsx tests/bench/analytics.ts`: the analytics route's time (GET /api/admin/analytics, 30 and 90 days)
 * for 1 000, then 1 000 000 tracked events. It must not grow with the events (ratio ≤ 1.2): the route
 * reads the day counters of its period (≤ 90 items, live), its period's top-list snapshot (one item) and
 * 20 items of the views index. The snapshot is recomputed from the per-day page and referrer rollups by the
 * analytics-rollup job every 5 minutes (§9 freshness), and by a request only when none exists yet (first use)
 * or it is over 30 minutes old (job failing): that recompute reads days × distinct pages and referrers, and
 * is reported in its own column (measured here as the first request after the snapshot is removed).
 *
 * How the events are fed (honestly): pushing 1 000 000 requests through tracking-ingest and the bus into
 * DynamoDB Local would take hours on this machine. So the bench generates the TrackingRecorded events in
 * memory over a FIXED, realistic site (150 pages, 40 referring sites plus direct visits, 60 properties;
 * ~4 pages a session, a few conversions), spread over the last 90 Quebec days, reduces each one with the
 * rollup consumer's own pure rule (`trackingDeltas` of shared/tracking/server/rules.ts, first sighting of a
 * session per day decided as the consumer's sessionSeen claim does), sums the deltas per day, page and
 * referrer, and writes the resulting rollup items through the entities. The query then reads exactly what
 * the consumer would have left. Timings are measured at the client (gateway, JWT and admin checks,
 * handler, DynamoDB Local) after warm-up calls: compare the rows, not the absolute values.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { TrackingRecorded } from '../../events/tracking-recorded.v1.js';
import { startEphemeralStack } from '../support/ephemeral-stack.js';

const CALLS = 31;
const PERIODS = [30, 90] as const;
const SIZES = [1_000, 1_000_000] as const;
const SITE = { pages: 150, referrers: 40, properties: 60, days: 90 } as const;
const PAGES_PER_SESSION = 4;

/** A seeded generator (mulberry32): the same events on every run. */
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

/** A Zipf-like pick among n items: a few popular pages or referrers, a long tail. */
function zipf(n: number, rand: () => number, s = 0.9) {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1) ** s);
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  let acc = 0;
  for (const w of weights) cumulative.push((acc += w / total));
  return () => {
    const r = rand();
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

const stack = await startEphemeralStack();
try {
  Object.assign(process.env, {
    AWS_REGION: 'ca-central-1',
    AWS_ACCESS_KEY_ID: 'x',
    AWS_SECRET_ACCESS_KEY: 'x',
    AWS_ENDPOINT_URL_DYNAMODB: stack.endpoints.dynamodb,
    TABLE_NAME: 'brokerage',
  });
  // After the environment: the table client is built at import.
  const { db } = await import('../../shared/db/service.js');
  const { trackingDeltas } = await import('../../shared/tracking/server/rules.js');
  const { brokerageDay } = await import('../../shared/calendar.js');
  const { addDays } = await import('../../shared/dashboard/periods.js');

  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.endpoints.cognito, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const auth = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.cognito.userPoolClientId, AuthParameters: { USERNAME: stack.admin.email, PASSWORD: stack.admin.password } }),
  );
  const token = auth.AuthenticationResult!.AccessToken!;

  const today = brokerageDay(new Date());
  const days = Array.from({ length: SITE.days }, (_, i) => addDays(today, -i));
  const pages = Array.from({ length: SITE.pages }, (_, i) =>
    i === 0 ? { url: '/', title: 'Accueil' } : i <= SITE.properties ? { url: `/property/bench-${i}`, title: `Propriété ${i}` } : { url: `/blog/article-${i}`, title: `Article ${i}` },
  );
  const referrers = Array.from({ length: SITE.referrers }, (_, i) => `site-${i}.example.ca`);

  type Rollups = {
    daily: Map<string, { visitors: number; pageViews: number; conversions: number; propertyViews: number }>;
    pages: Map<string, { day: string; pageUrl: string; pageTitle?: string; views: number }>;
    referrers: Map<string, { day: string; referrer: string; sessions: number }>;
  };

  /** Generates `count` TrackingRecorded events and reduces each with the consumer's rule, never holding them all. */
  function aggregate(count: number): Rollups {
    const rand = random(count);
    const pickPage = zipf(SITE.pages, rand);
    const pickReferrer = zipf(SITE.referrers, rand);
    const rollups: Rollups = { daily: new Map(), pages: new Map(), referrers: new Map() };
    const seen = new Set<string>();
    const apply = (event: TrackingRecorded) => {
      const key = `${event.day}\n${event.sessionToken}`;
      const first = event.kind === 'visit' && !seen.has(key);
      if (first) seen.add(key);
      const d = trackingDeltas(event, first);
      const daily = rollups.daily.get(d.day) ?? { visitors: 0, pageViews: 0, conversions: 0, propertyViews: 0 };
      for (const name of Object.keys(daily) as (keyof typeof daily)[]) daily[name] += d.daily[name];
      rollups.daily.set(d.day, daily);
      if (d.page) {
        const id = `${d.day}\n${d.page.pageUrl}`;
        const page = rollups.pages.get(id) ?? { day: d.day, pageUrl: d.page.pageUrl, pageTitle: d.page.pageTitle, views: 0 };
        page.views += d.page.views;
        rollups.pages.set(id, page);
      }
      if (d.referrer) {
        const id = `${d.day}\n${d.referrer.referrer}`;
        const referrer = rollups.referrers.get(id) ?? { day: d.day, referrer: d.referrer.referrer, sessions: 0 };
        referrer.sessions += d.referrer.sessions;
        rollups.referrers.set(id, referrer);
      }
    };
    let produced = 0;
    for (let session = 0; produced < count; session++) {
      const day = days[Math.floor(rand() * days.length)]!;
      const sessionToken = `bench-${count}-${session}`;
      const referrer = rand() < 0.35 ? 'Direct' : referrers[pickReferrer()]!;
      const visits = Math.max(1, Math.round(rand() * 2 * PAGES_PER_SESSION - 0.5));
      for (let v = 0; v < visits && produced < count; v++, produced++) {
        const page = pages[pickPage()]!;
        apply({ kind: 'visit', day, sessionToken, pageUrl: page.url, pageTitle: page.title, referrer, deviceType: rand() < 0.55 ? 'mobile' : 'desktop' });
        if (page.url.startsWith('/property/') && produced + 1 < count) {
          produced++;
          const convert = rand() < 0.03;
          apply({
            kind: 'events',
            day,
            sessionToken,
            pageUrl: page.url,
            events: [{ eventType: 'property_view', propertyId: page.url.slice('/property/'.length) }, ...(convert ? [{ eventType: 'contact_form' as const }] : [])],
          });
        }
      }
    }
    return rollups;
  }

  /** Removes the rollups of the 90 days (bench only: Queries per day, never on a request path). */
  async function clearRollups() {
    const daily = await db.entities.dailyStat.query.byDay({}).between({ day: days.at(-1)! }, { day: today }).go({ pages: 'all' });
    if (daily.data.length) await db.entities.dailyStat.delete(daily.data.map((d) => ({ day: d.day }))).go({ concurrency: 4 });
    for (const day of days) {
      const [p, r] = await Promise.all([db.entities.pageStat.query.byDay({ day }).go({ pages: 'all' }), db.entities.referrerStat.query.byDay({ day }).go({ pages: 'all' })]);
      if (p.data.length) await db.entities.pageStat.delete(p.data.map(({ day, pageUrl }) => ({ day, pageUrl }))).go({ concurrency: 4 });
      if (r.data.length) await db.entities.referrerStat.delete(r.data.map(({ day, referrer }) => ({ day, referrer }))).go({ concurrency: 4 });
    }
  }

  async function writeRollups(rollups: Rollups) {
    const daily = [...rollups.daily].map(([day, d]) => ({ day, ...d }));
    await db.entities.dailyStat.put(daily).go({ concurrency: 4 });
    await db.entities.pageStat.put([...rollups.pages.values()]).go({ concurrency: 4 });
    await db.entities.referrerStat.put([...rollups.referrers.values()]).go({ concurrency: 4 });
    return { items: daily.length + rollups.pages.size + rollups.referrers.size };
  }

  async function call(period: number, expectedPageViews: number) {
    const started = performance.now();
    const res = await fetch(`${stack.url}/api/admin/analytics?days=${period}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { pageViews: number; topPages: { views: number }[] };
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`analytics answered ${res.status}: ${JSON.stringify(body)}`);
    if (body.pageViews !== expectedPageViews) throw new Error(`analytics shows ${body.pageViews} page views for ${period} days, ${expectedPageViews} generated`);
    if (body.topPages.length !== Math.min(10, pagesSeen(period))) throw new Error(`analytics shows ${body.topPages.length} top pages`);
    return ms;
  }
  let pagesSeen: (period: number) => number = () => 0;

  /** The first call without a snapshot recomputes the top lists (the job's work every 5 minutes); the next ones read the snapshot. */
  async function timeRoute(period: number, expectedPageViews: number) {
    await db.entities.analyticsSnapshot.delete({ days: period }).go();
    const recompute = await call(period, expectedPageViews);
    for (let i = 0; i < 4; i++) await call(period, expectedPageViews); // warm-up
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) times.push(await call(period, expectedPageViews));
    times.sort((a, b) => a - b);
    return { recompute, median: times[Math.floor(times.length / 2)]!, p90: times[Math.floor(times.length * 0.9)]! };
  }

  // Let the seed's change events reach the consumers first: the bench measures the route, not the seed.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const rows: Array<Record<string, string | number>> = [];
  const medians = new Map<string, number>();
  for (const size of SIZES) {
    const started = performance.now();
    const rollups = aggregate(size);
    await clearRollups();
    const { items } = await writeRollups(rollups);
    console.log(`${size.toLocaleString('en-CA')} events → ${items} rollup items (${rollups.pages.size} page-days, ${rollups.referrers.size} referrer-days) in ${Math.round(performance.now() - started)} ms`);
    for (const period of PERIODS) {
      const inPeriod = new Set(days.slice(0, period));
      const expected = [...rollups.daily].filter(([day]) => inPeriod.has(day)).reduce((sum, [, d]) => sum + d.pageViews, 0);
      pagesSeen = (p) => new Set([...rollups.pages.values()].filter((r) => days.slice(0, p).includes(r.day)).map((r) => r.pageUrl)).size;
      const { recompute, median, p90 } = await timeRoute(period, expected);
      medians.set(`${size}/${period}`, median);
      rows.push({ events: size, days: period, 'rollup items (90 d)': items, 'median ms': Math.round(median * 10) / 10, 'p90 ms': Math.round(p90 * 10) / 10, 'recompute ms (job, every 5 min)': Math.round(recompute) });
    }
  }
  console.table(rows);
  let worst = 0;
  for (const period of PERIODS) {
    const ratio = medians.get(`${SIZES[1]}/${period}`)! / medians.get(`${SIZES[0]}/${period}`)!;
    worst = Math.max(worst, ratio);
    console.log(`${period} days: median with 1 000 000 events / with 1 000 events = ${ratio.toFixed(2)}`);
  }
  console.log(worst <= 1.2 ? 'OK: the query time does not grow with the tracked events (≤ 1.2×).' : `FAIL: ${worst.toFixed(2)}× > 1.2×`);
  if (worst > 1.2) process.exitCode = 1;
} finally {
  await stack.stop();
}

/**
 * `npx tsx tests/bench/tracking-ingest.ts`: tracking ingest throughput on this machine, through the local
 * gateway (HTTP, route table, tracking-ingest handler, per-session limit, DynamoDB Local transaction with
 * the outbox item): CONCURRENCY clients post for DURATION_MS, three page visits for one batch of 5 events.
 * Then how long the relay → bus → tracking-rollup path takes to count every accepted visit.
 * Local figures (one process, DynamoDB Local on Java): compare runs, not with AWS.
 */
import { randomUUID } from 'node:crypto';
import { startEphemeralStack } from '../support/ephemeral-stack.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const EVENTS_PER_BATCH = 5;
/** Below the per-session limit (shared/tracking/server/repository.ts): a client takes a new session now and then. */
const REQUESTS_PER_SESSION = 200;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const stack = await startEphemeralStack();
try {
  Object.assign(process.env, {
    AWS_REGION: 'ca-central-1',
    AWS_ACCESS_KEY_ID: 'x',
    AWS_SECRET_ACCESS_KEY: 'x',
    AWS_ENDPOINT_URL_DYNAMODB: stack.endpoints.dynamodb,
    TABLE_NAME: 'brokerage',
  });
  const { db } = await import('../../shared/db/service.js');
  const { trackingDay } = await import('../../shared/tracking/server/rules.js');
  const pageViewsToday = async () => (await db.entities.dailyStat.get({ day: trackingDay(new Date()) }).go()).data?.pageViews ?? 0;

  // Let the seed's own events (demo audience included) reach the consumers first.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const viewsBefore = await pageViewsToday();

  // Each session speaks for a visitor of its own address (the gateway takes it from X-Forwarded-For, as
  // CloudFront's viewer address): the per-address limit on new sessions is not what this bench measures.
  let visitor = 0;
  const post = (path: string, body: { sessionToken: string } & Record<string, unknown>) =>
    fetch(`${stack.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER, 'x-forwarded-for': addressOf(body.sessionToken) },
      body: JSON.stringify(body),
    });
  const addresses = new Map<string, string>();
  const addressOf = (session: string) => {
    if (!addresses.has(session)) addresses.set(session, `198.18.${Math.floor(++visitor / 250) % 250}.${(visitor % 250) + 1}`);
    return addresses.get(session)!;
  };
  const latencies: number[] = [];
  let visits = 0;
  let batches = 0;
  let refused = 0;
  const deadline = performance.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      let sessionToken = randomUUID();
      for (let n = 0; performance.now() < deadline; n++) {
        if (n % REQUESTS_PER_SESSION === 0) sessionToken = randomUUID();
        const isBatch = n % 4 === 3;
        const t0 = performance.now();
        const res = isBatch
          ? await post('/api/track/events', {
              sessionToken,
              pageUrl: `/property/p-${worker}`,
              events: Array.from({ length: EVENTS_PER_BATCH }, (_, i) => ({ eventType: i === 0 ? 'contact_form' : 'property_view', propertyId: `bench-${i}`, timestamp: new Date().toISOString() })),
            })
          : await post('/api/track/visit', { sessionToken, pageUrl: `/page-${n % 20}`, pageTitle: `Page ${n % 20}`, referrer: 'https://www.google.com/', userAgent: BROWSER, deviceType: 'desktop' });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status !== 202) refused++;
        else if (isBatch) batches++;
        else visits++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // Every accepted visit counted once by the rollup: how long the asynchronous path needs to drain.
  const drainStart = performance.now();
  let counted = 0;
  while (performance.now() - drainStart < 120_000) {
    counted = (await pageViewsToday()) - viewsBefore;
    if (counted >= visits) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const drainSeconds = (performance.now() - drainStart) / 1000;

  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]! * 10) / 10;
  const round = (n: number) => Math.round(n * 10) / 10;
  console.table([
    {
      concurrency: CONCURRENCY,
      seconds: round(seconds),
      'requests/s': round((visits + batches) / seconds),
      'visits/s': round(visits / seconds),
      'events/s': round((batches * EVENTS_PER_BATCH) / seconds),
      'median ms': pct(0.5),
      'p90 ms': pct(0.9),
      'p99 ms': pct(0.99),
      'non-202': refused,
      'rollup drained (s)': counted >= visits ? round(drainSeconds) : `not within 120 s (${counted}/${visits})`,
    },
  ]);
} finally {
  await stack.stop();
}

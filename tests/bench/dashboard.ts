/**
 * `npx tsx tests/bench/dashboard.ts`: the dashboard route's time with 100, then 10 000 leads. It must not
 * grow with the leads: the route reads day counters, totals and the 5 newest items, never every lead.
 *
 * Starts a throw-away local stack (in-memory DynamoDB, demo data), then writes the leads the way the
 * system leaves them: the lead items (batch puts) and the dashboard counters the rollup consumer would
 * have moved for them (same contribution rule, summed per counter: 10 000 single transactions would only
 * slow the bench down). Leads are spread over the last 400 days, so every period has some.
 * Reports the median and the 90th percentile of several calls per period, measured at the client
 * (gateway, JWT check, admin check, handler, DynamoDB Local): compare the two rows, not absolute values.
 */
import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startEphemeralStack } from '../support/ephemeral-stack.js';

const CALLS = 15;
const PERIODS = ['today', 'month', 'last-year'] as const;
const DAY_MS = 86_400_000;

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
  const { counterStore } = await import('../../shared/stats/server/counter-store.js');
  const { leadContribution, sumContributions } = await import('../../shared/dashboard/rollup.js');

  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.endpoints.cognito, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const auth = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.cognito.userPoolClientId, AuthParameters: { USERNAME: stack.admin.email, PASSWORD: stack.admin.password } }),
  );
  const token = auth.AuthenticationResult!.AccessToken!;

  let leadCount = 0;
  async function addLeads(count: number) {
    const now = Date.now();
    const leads = Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      name: `Lead banc d'essai ${leadCount + i}`,
      email: `banc-${leadCount + i}@exemple.ca`,
      message: 'Mesure du tableau de bord',
      leadType: (i % 3 === 0 ? 'vendeur' : 'acheteur') as 'vendeur' | 'acheteur',
      status: 'new',
      source: 'bench',
      interest: 'Achat',
      createdAt: new Date(now - Math.floor(Math.random() * 400 * DAY_MS)).toISOString(),
      syncStatus: 'skipped' as const,
    }));
    await db.entities.lead.put(leads).go({ concurrency: 4 });
    const pending = sumContributions(leads.map((lead) => [leadContribution(lead), 1] as const));
    while (pending.length) await Promise.all(pending.splice(0, 16).map(({ by, ...key }) => counterStore.add(key, by)));
    leadCount += count;
  }

  async function timeRoute(period: string) {
    const times: number[] = [];
    for (let i = 0; i < CALLS + 2; i++) {
      const started = performance.now();
      const res = await fetch(`${stack.url}/api/admin/dashboard?period=${period}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { cards?: { leads: { total: number } } };
      if (res.status !== 200) throw new Error(`dashboard answered ${res.status}: ${JSON.stringify(body)}`);
      if (i >= 2) times.push(performance.now() - started); // the first two warm the handler up
      if (body.cards!.leads.total < leadCount) throw new Error(`dashboard shows ${body.cards!.leads.total} leads, ${leadCount} written`);
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)]!, p90: times[Math.floor(times.length * 0.9)]! };
  }

  // Let the seed's change events reach the consumers first: the bench measures the route, not the seed.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const rows: Array<Record<string, string | number>> = [];
  for (const target of [100, 10_000]) {
    await addLeads(target - leadCount);
    for (const period of PERIODS) {
      const { median, p90 } = await timeRoute(period);
      rows.push({ leads: target, period, 'median ms': Math.round(median * 10) / 10, 'p90 ms': Math.round(p90 * 10) / 10 });
    }
  }
  console.table(rows);
} finally {
  await stack.stop();
}

/**
 * `npm run bench:prerender`: the prerendering budgets of issue 12 on a throw-away local stack.
 * 1. End to end, one property page: an admin's price edit (PATCH through the gateway) → outbox → bus →
 *    page-render → the property's HTML in the site bucket shows the new price. Budget: ≤ 2 s locally.
 * 2. A full render of 1 000 properties (plus every other page): 1 000 properties are planted straight in
 *    the table (no events: the consumer must not render them one by one meanwhile), then the render-site
 *    job of the stack renders the whole site into the bucket. Reported (pages, seconds, ms a page).
 * Timings on this machine are noisy: run it when the machine is quiet and compare within one run.
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startEphemeralStack } from '../support/ephemeral-stack.js';

const EDITS = 7;
const PLANTED = Number(process.env.BENCH_PROPERTIES ?? 1000);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const stack = await startEphemeralStack();
try {
  const s3 = new S3Client({ endpoint: stack.endpoints.s3, region: 'ca-central-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const page = async (key: string) => {
    try {
      return await (await s3.send(new GetObjectCommand({ Bucket: 'brokerage-site', Key: key }))).Body!.transformToString('utf-8');
    } catch {
      return null;
    }
  };
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.endpoints.cognito, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const auth = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.cognito.userPoolClientId, AuthParameters: { USERNAME: stack.admin.email, PASSWORD: stack.admin.password } }),
  );
  const token = auth.AuthenticationResult!.AccessToken!;
  const { items } = (await (await fetch(`${stack.url}/api/properties?limit=1`)).json()) as { items: { id: string; price: number }[] };
  const property = items[0]!;

  // 1. One property page, end to end.
  const timings: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const price = 400_000 + Math.floor(Math.random() * 100_000) * 10 + i;
    const started = performance.now();
    const res = await fetch(`${stack.url}/api/admin/properties/${property.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ price }),
    });
    if (!res.ok) throw new Error(`PATCH answered ${res.status}`);
    for (;;) {
      if ((await page(`property/${property.id}`))?.includes(`"price":${price}`)) break;
      if (performance.now() - started > 20_000) throw new Error('the page was not rendered within 20 s');
      await new Promise((r) => setTimeout(r, 20));
    }
    timings.push(performance.now() - started);
  }
  console.log(`\nPrice edit → property HTML written (${EDITS} edits): median ${Math.round(median(timings))} ms, max ${Math.round(Math.max(...timings))} ms (budget 2 000 ms)`);

  // 2. A whole site with PLANTED more properties.
  Object.assign(process.env, { AWS_REGION: 'ca-central-1', AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'x', AWS_ENDPOINT_URL_DYNAMODB: stack.endpoints.dynamodb, TABLE_NAME: 'brokerage' });
  const { db } = await import('../../shared/db/service.js');
  const { data: model } = await db.entities.property.get({ id: property.id }).go();
  if (!model) throw new Error('no property to copy');
  const now = Date.now();
  const planted = Array.from({ length: PLANTED }, (_, i) => ({ ...model, id: randomUUID(), title: `${model.title} (banc ${i + 1})`, mlsNumber: undefined, createdAt: new Date(now - i * 60_000).toISOString() }));
  await db.entities.property.put(planted).go({ concurrency: 4 });
  // With the model's broker links: a property's page shows its brokers, and one without any answers 404.
  const { data: links } = await db.entities.propertyAgent.query.byProperty({ propertyId: model.id }).go({ pages: 'all' });
  await db.entities.propertyAgent.put(planted.flatMap((copy) => links.map(({ agentId, isPrimary }) => ({ propertyId: copy.id, agentId, isPrimary })))).go({ concurrency: 4 });
  const outcome = (await stack.jobs['render-site']({})) as { rendered: number; removed: number; ms: number };
  if (outcome.removed) throw new Error(`${outcome.removed} planted pages answered 404 instead of rendering`);
  console.log(`Full render: ${outcome.rendered} pages (${PLANTED} planted properties + the demo site) in ${(outcome.ms / 1000).toFixed(1)} s, ${(outcome.ms / outcome.rendered).toFixed(0)} ms a page`);
} finally {
  await stack.stop();
}

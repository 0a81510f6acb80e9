import { randomUUID } from 'node:crypto';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, ListStreamsCommand } from '@aws-sdk/client-dynamodb-streams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_LISTINGS_AGENT_ID, FAKE_LISTINGS_API_KEY } from '../fakes/realhub-listings.js';
import { scheduledJob } from '../../infra/functions.js';
import { loadHandler } from '../../infra/local/lambda-context.js';
import { adminToken, api, createUser, eventually, stack, useStackTable } from './helpers.js';

/**
 * The listing import end to end: the admin's routes on integrations-api (run in the stack), the fake
 * feed steered through its control routes, the photos through S3 → photo-process, and the table read
 * directly to check what was (and was not) written.
 */
let token: string;
let props: typeof import('../../shared/properties/server/repository.js').propertyRepository;
let sync: typeof import('../../shared/properties/server/sync-repository.js');
let media: typeof import('../../shared/media/server/repository.js').mediaRepository;
let settings: typeof import('../../shared/settings/server/repository.js').settingsRepository;

const prefix = `T${randomUUID().slice(0, 6).toUpperCase()}`;
const mls = (n: number) => `${prefix}-${n}`;
const created = new Set<string>();

const fake = () => stack().fakes.REALHUB_LISTINGS_API_URL!;
async function control(path: string, body: unknown = {}) {
  const res = await fetch(`${fake()}/__control/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
}
const fakeRequests = async () => ((await (await fetch(`${fake()}/__control/requests`)).json()) as { requests: { path: string }[] }).requests;

const listing = (n: number, overrides: Record<string, unknown> = {}) => ({
  mls_number: mls(n),
  title: `Propriété importée ${n}`,
  description: 'Annonce du flux RealHub.',
  price: 300_000 + n,
  address: `${n} rue du Test`,
  city: 'Québec',
  property_type: 'condo',
  bedrooms: 2,
  bathrooms: 1,
  status: 'active',
  photos: [{ url: `/photos/${prefix.toLowerCase()}-${n}-a.jpg` }],
  ...overrides,
});

const save = (values: Record<string, string>, as = token) =>
  api('/api/admin/integrations/realhubListings/test-and-save', { method: 'PUT', token: as, json: { values } });
const runSync = (as = token) => api('/api/admin/integrations/realhubListings/sync', { method: 'POST', token: as });

async function propertyOf(n: number) {
  const owner = (await sync.propertySyncRepository.owners(sync.MLS_SCOPE, [mls(n)])).get(mls(n));
  const property = owner ? await props.get(owner) : null;
  if (property) created.add(property.id);
  return property;
}

/** PropertyChanged events of a property, read from the table stream the Pipe (locally, the relay) reads. */
async function propertyEvents(propertyId: string): Promise<string[]> {
  const client = new DynamoDBStreamsClient({ endpoint: stack().dynamodb, region: 'ca-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const { Streams } = await client.send(new ListStreamsCommand({ TableName: 'brokerage' }));
  const { StreamDescription } = await client.send(new DescribeStreamCommand({ StreamArn: Streams![0]!.StreamArn! }));
  const changes: string[] = [];
  for (const shard of StreamDescription?.Shards ?? []) {
    let iterator = (await client.send(new GetShardIteratorCommand({ StreamArn: Streams![0]!.StreamArn!, ShardId: shard.ShardId!, ShardIteratorType: 'TRIM_HORIZON' }))).ShardIterator;
    while (iterator) {
      const out = await client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      for (const record of out.Records ?? []) {
        const image = record.dynamodb?.NewImage;
        if (image?.detailType?.S !== 'PropertyChanged' || !image.detail?.S?.includes(propertyId)) continue;
        const envelope = JSON.parse(image.detail.S) as { data: { propertyId: string; change: string } };
        if (envelope.data.propertyId === propertyId) changes.push(envelope.data.change);
      }
      if (!out.Records?.length) break;
      iterator = out.NextShardIterator;
    }
  }
  return changes;
}

beforeAll(async () => {
  useStackTable();
  token = await adminToken();
  props = (await import('../../shared/properties/server/repository.js')).propertyRepository;
  sync = await import('../../shared/properties/server/sync-repository.js');
  media = (await import('../../shared/media/server/repository.js')).mediaRepository;
  settings = (await import('../../shared/settings/server/repository.js')).settingsRepository;
  await control('reset');
});

afterAll(async () => {
  await api('/api/admin/integrations/realhubListings', { method: 'DELETE', token });
  await control('reset');
  // Every listing this file's feeds named, looked at or not: later files count the active catalogue.
  const owners = await sync.propertySyncRepository.owners(sync.MLS_SCOPE, Array.from({ length: 60 }, (_, n) => mls(n)));
  for (const id of owners.values()) created.add(id);
  await Promise.all([...created].map((id) => props.remove(id).catch(() => undefined)));
});

describe('property-listing CRM: access', () => {
  it('refuses anonymous callers (401) and signed-in non-admins (403)', async () => {
    const user = await createUser(`non-admin-${randomUUID().slice(0, 8)}@exemple.ca`, 'Visiteur-2026!');
    expect((await api('/api/admin/integrations/realhubListings/sync', { method: 'POST' })).status).toBe(401);
    expect((await api('/api/admin/integrations/realhubListings/test-and-save', { method: 'PUT', json: { values: {} } })).status).toBe(401);
    expect((await runSync(user)).status).toBe(403);
    expect((await save({ apiKey: FAKE_LISTINGS_API_KEY, agentId: FAKE_LISTINGS_AGENT_ID }, user)).status).toBe(403);
  });
});

describe("property-listing CRM: 'Sauvegarder et tester'", () => {
  it('refuses a wrong key, an unknown agent or a blank value with a French 400, saving nothing', async () => {
    const wrongKey = await save({ apiKey: 'not-the-key', agentId: FAKE_LISTINGS_AGENT_ID });
    expect(wrongKey).toMatchObject({ status: 400, body: { error: { message: 'Clé API refusée par RealHub : vérifiez la clé et recommencez.' } } });
    const wrongAgent = await save({ apiKey: FAKE_LISTINGS_API_KEY, agentId: 'AG-404' });
    expect(wrongAgent).toMatchObject({ status: 400, body: { error: { message: 'ID agent inconnu de RealHub : vérifiez-le et recommencez.' } } });
    expect(await save({ apiKey: FAKE_LISTINGS_API_KEY, agentId: ' ' })).toMatchObject({ status: 400, body: { error: { message: 'Veuillez entrer une clé API et un ID agent valides' } } });
    const saved = await settings.getIntegrationSettings();
    expect(saved.realtor_api_key).toBeUndefined();
    expect(saved.realtor_agent_id).toBeUndefined();
    // Never the key in an answer.
    expect(JSON.stringify([wrongKey.body, wrongAgent.body])).not.toContain('not-the-key');
  });

  it("answers 'Synchroniser' with a 400 while the card is not configured", async () => {
    expect((await runSync()).status).toBe(400);
  });

  it('saves the key and agent id the feed accepts', async () => {
    const saved = await save({ apiKey: FAKE_LISTINGS_API_KEY, agentId: FAKE_LISTINGS_AGENT_ID });
    expect(saved).toMatchObject({ status: 200, body: { name: 'realhubListings', configured: true, fields: { apiKey: { configured: true, last4: FAKE_LISTINGS_API_KEY.slice(-4) } } } });
    expect(JSON.stringify(saved.body)).not.toContain(FAKE_LISTINGS_API_KEY);
    expect((await settings.getIntegrationSettings()).realtor_agent_id).toBe(FAKE_LISTINGS_AGENT_ID);
  });
});

describe("property-listing CRM: 'Synchroniser'", () => {
  it('inserts new listings (all pages), active, with photos pending then ready through photo-process; skips what does not map', async () => {
    await control('feed', {
      pageSize: 2,
      listings: [
        listing(1, { photos: [{ url: `/photos/${prefix.toLowerCase()}-1-a.jpg` }, { url: `/photos/${prefix.toLowerCase()}-1-b.jpg` }] }),
        listing(2, { property_type: 'house', price: '525000' }),
        listing(3, { photos: [] }),
        listing(4, { price: 0 }),
        listing(5, { property_type: 'castle' }),
      ],
    });
    const res = await runSync();
    expect(res).toMatchObject({ status: 200, body: { summary: { inserted: 3, updated: 0, deactivated: 0, unchanged: 0, skipped: 2 } } });

    const first = (await propertyOf(1))!;
    expect(first).toMatchObject({ mlsNumber: mls(1), title: 'Propriété importée 1', price: 300_001, propertyType: 'condo', status: 'disponible', isActive: true, isFeatured: false });
    expect(first.photosUrls).toHaveLength(2);
    expect(first.imageUrl).toBe(first.photosUrls[0]);
    expect(await propertyOf(2)).toMatchObject({ propertyType: 'maison', price: 525_000 });
    expect((await propertyOf(3))!.photosUrls).toEqual([]);
    expect(await propertyOf(4)).toBeNull();
    expect(await propertyOf(5)).toBeNull();
    expect(await propertyEvents(first.id)).toEqual(['created']);
    // Given the site's first broker until an admin picks one, so its public page shows.
    expect(await props.links(first.id)).toEqual([{ agentId: expect.any(String), isPrimary: true }]);
    expect(await api(`/api/properties/${first.id}`)).toMatchObject({ status: 200, body: { mlsNumber: mls(1), agents: [{ isPrimary: true }] } });

    // Each photo is one of the pipeline's media items: pending until photo-process has written its renditions.
    const ids = first.photosUrls.map((u) => /photos\/([0-9a-f-]{36})\//.exec(u)![1]!);
    for (const id of ids) expect(['pending', 'ready']).toContain((await media.get(id))?.status);
    await eventually(() => media.getMany(ids), (items) => items.length === 2 && items.every((m) => m.status === 'ready'), 30_000);
    const rendition = await fetch(`${stack().url}${first.photosUrls[0]}`);
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get('content-type')).toBe('image/webp');
  });

  it('changes nothing on a second run over the same feed: no write, no event, no photo downloaded again', async () => {
    const before = (await propertyOf(1))!;
    const requestsBefore = (await fakeRequests()).length;
    const res = await runSync();
    expect(res).toMatchObject({ status: 200, body: { summary: { inserted: 0, updated: 0, deactivated: 0, unchanged: 3, skipped: 2 } } });
    expect((await propertyOf(1))!.updatedAt).toBe(before.updatedAt);
    expect(await propertyEvents(before.id)).toEqual(['created']);
    const requests = (await fakeRequests()).slice(requestsBefore);
    expect(requests.some((r) => r.path.startsWith('/photos/'))).toBe(false);
    expect(requests.filter((r) => r.path.includes('/listings')).length).toBe(3);
  });

  it('updates a listing whose price changed (one event), keeping the admin fields', async () => {
    const before = (await propertyOf(1))!;
    await props.update(before.id, { isFeatured: true, walkScore: 88 });
    const featured = (await propertyOf(1))!;
    await control('feed', {
      listings: [
        listing(1, { price: 289_000, photos: [{ url: `/photos/${prefix.toLowerCase()}-1-a.jpg` }, { url: `/photos/${prefix.toLowerCase()}-1-b.jpg` }] }),
        listing(2, { property_type: 'house', price: '525000' }),
        listing(3, { photos: [] }),
      ],
    });
    expect(await runSync()).toMatchObject({ status: 200, body: { summary: { inserted: 0, updated: 1, unchanged: 2, deactivated: 0, skipped: 0 } } });
    const after = (await propertyOf(1))!;
    expect(after).toMatchObject({ price: 289_000, isFeatured: true, walkScore: 88, photosUrls: before.photosUrls, createdAt: before.createdAt });
    expect(after.updatedAt).not.toBe(featured.updatedAt);
    // The feed's lower price is dated in the listing's history, and a drop (issue 28 item 5), as an admin's would be.
    expect(after.priceHistory.map((p) => p.price)).toEqual([300_001, 289_000]);
    expect(after.priceDrop).toEqual({ from: 300_001, at: after.priceHistory[1]!.at });
    expect(await eventually(() => propertyEvents(before.id), (e) => e.length === 3)).toEqual(['created', 'updated', 'updated']);
  });

  it('makes a listing gone from the feed inactive (never deleted), and active again when it returns', async () => {
    await control('feed', { listings: [listing(1, { price: 289_000, photos: [{ url: `/photos/${prefix.toLowerCase()}-1-a.jpg` }, { url: `/photos/${prefix.toLowerCase()}-1-b.jpg` }] }), listing(2, { property_type: 'house', price: '525000' })] });
    expect(await runSync()).toMatchObject({ status: 200, body: { summary: { inserted: 0, updated: 0, unchanged: 2, deactivated: 1 } } });
    expect(await propertyOf(3)).toMatchObject({ isActive: false, mlsNumber: mls(3) });

    await control('feed', {
      listings: [
        listing(1, { price: 289_000, photos: [{ url: `/photos/${prefix.toLowerCase()}-1-a.jpg` }, { url: `/photos/${prefix.toLowerCase()}-1-b.jpg` }] }),
        listing(2, { property_type: 'house', price: '525000' }),
        listing(3, { photos: [] }),
      ],
    });
    expect(await runSync()).toMatchObject({ status: 200, body: { summary: { updated: 1, unchanged: 2, deactivated: 0 } } });
    expect(await propertyOf(3)).toMatchObject({ isActive: true });
  });

  it('leaves no half-written property when a run fails part-way, and deactivates nothing', async () => {
    const feed = (failing: boolean) => [
      listing(1, { price: 279_000, photos: [{ url: `/photos/${prefix.toLowerCase()}-1-a.jpg` }, { url: `/photos/${prefix.toLowerCase()}-1-b.jpg` }] }),
      listing(6),
      listing(7, { photos: [{ url: `/photos/${prefix.toLowerCase()}-7-${failing ? 'broken' : 'a'}.jpg` }] }),
      listing(8),
      // 2 and 3 are gone from this feed.
    ];
    await control('feed', { listings: feed(true) });
    await control('behaviour', { failPhoto: '-7-broken', status: 503 });
    const failed = await runSync();
    expect(failed.status).toBe(502);
    expect(failed.body.error.message).toMatch(/^Impossible de synchroniser les propriétés : /);

    // Before the failure: fully written (property, MLS claim, media, event). At and after it: untouched.
    expect(await propertyOf(1)).toMatchObject({ price: 279_000 });
    const sixth = (await propertyOf(6))!;
    expect(sixth).toMatchObject({ isActive: true, mlsNumber: mls(6) });
    expect(sixth.photosUrls).toHaveLength(1);
    expect(await media.get(/photos\/([0-9a-f-]{36})\//.exec(sixth.photosUrls[0]!)![1]!)).not.toBeNull();
    expect(await propertyOf(7)).toBeNull();
    expect(await propertyOf(8)).toBeNull();
    // Nothing deactivated by a failed run.
    expect(await propertyOf(2)).toMatchObject({ isActive: true });
    expect(await propertyOf(3)).toMatchObject({ isActive: true });

    await control('behaviour', {});
    await control('feed', { listings: feed(false) });
    expect(await runSync()).toMatchObject({ status: 200, body: { summary: { inserted: 2, updated: 0, unchanged: 2, deactivated: 2 } } });
    expect(await propertyOf(7)).toMatchObject({ isActive: true });
    expect(await propertyOf(2)).toMatchObject({ isActive: false });
  });

  it('fails the run when a page keeps failing: nothing written, nothing deactivated', async () => {
    const feed = [listing(1, { price: 199_000 }), listing(6), listing(7), listing(9)];
    await control('feed', { listings: feed, pageSize: 2 });
    await control('behaviour', { failOnPage: 2, status: 500 });
    const failed = await runSync();
    expect(failed.status).toBe(502);
    expect(failed.body.error.message).toContain('Impossible de synchroniser les propriétés');
    expect(await propertyOf(1)).toMatchObject({ price: 279_000 });
    expect(await propertyOf(8)).toMatchObject({ isActive: true });
    expect(await propertyOf(9)).toBeNull();
  });

  it('waits out a 429 with Retry-After and carries on', async () => {
    await control('behaviour', { failOnPage: 1, status: 429, retryAfter: 1, times: 1 });
    const started = Date.now();
    const res = await runSync();
    expect(res).toMatchObject({ status: 200, body: { summary: { inserted: 1, updated: 1, deactivated: 1 } } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(await propertyOf(1)).toMatchObject({ price: 199_000 });
    await control('behaviour', {});
  });
});

describe('the scheduled property-sync job', () => {
  it('runs the same import when the card is configured, and logs its summary', async () => {
    // Called in this process, as the scheduler would: the feed's fake and the stack's table.
    process.env.REALHUB_LISTINGS_API_URL = fake();
    process.env.INTEGRATION_RETRY_BASE_MS ??= '20';
    const job = await loadHandler<Record<string, never>, { configured: boolean; summary?: Record<string, number> }>(scheduledJob('property-sync'));
    await control('behaviour', {});
    await control('feed', { listings: [listing(1, { price: 199_000, photos: [] }), listing(10, { photos: [] })], pageSize: 50 });
    expect(await job({})).toEqual({ configured: true, summary: { inserted: 1, updated: 0, unchanged: 1, deactivated: 3, skipped: 0, withheld: 0, complete: true, remaining: 0 } });
    expect(await propertyOf(10)).toMatchObject({ isActive: true });
    expect(await propertyOf(6)).toMatchObject({ isActive: false });
  });
});

describe('photos two listings share', () => {
  it('are downloaded once and become one media item', async () => {
    const shared = `/photos/${prefix.toLowerCase()}-shared.jpg`;
    await control('feed', { listings: [listing(1, { price: 199_000, photos: [] }), listing(10, { photos: [] }), listing(11, { photos: [{ url: shared }] }), listing(12, { photos: [{ url: shared }] })] });
    const before = (await fakeRequests()).length;
    expect(await runSync()).toMatchObject({ status: 200, body: { summary: { inserted: 2, unchanged: 2, deactivated: 0 } } });
    const [eleven, twelve] = [(await propertyOf(11))!, (await propertyOf(12))!];
    expect(eleven.photosUrls).toHaveLength(1);
    expect(twelve.photosUrls).toEqual(eleven.photosUrls);
    expect((await fakeRequests()).slice(before).filter((r) => r.path.endsWith('-shared.jpg'))).toHaveLength(1);
  });
});

describe('a run that died before storing a photo original', () => {
  it('imports again a photo whose media stayed pending (never processed) for more than 15 minutes', async () => {
    const { db } = await import('../../shared/db/service.js');
    const stalePath = `/photos/${prefix.toLowerCase()}-stale.jpg`;
    const staleId = randomUUID();
    const longAgo = new Date(Date.now() - 60 * 60_000).toISOString();
    await db.entities.media.create({ id: staleId, purpose: 'property', status: 'pending', contentType: 'image/jpeg', size: 1234, createdAt: longAgo, updatedAt: longAgo }).go();
    await db.entities.uniqueValue.put({ scope: sync.PHOTO_SCOPE, value: sync.photoSourceKey(`${fake()}${stalePath}`), ownerId: staleId }).go();

    await control('feed', { listings: [listing(1, { price: 199_000, photos: [] }), listing(10, { photos: [] }), listing(11, { photos: [{ url: `/photos/${prefix.toLowerCase()}-shared.jpg` }] }), listing(12, { photos: [{ url: `/photos/${prefix.toLowerCase()}-shared.jpg` }] }), listing(18, { photos: [{ url: stalePath }] })] });
    const before = (await fakeRequests()).length;
    expect(await runSync()).toMatchObject({ status: 200, body: { summary: { inserted: 1, deactivated: 0 } } });
    const eighteen = (await propertyOf(18))!;
    expect(eighteen.photosUrls).toHaveLength(1);
    expect(eighteen.photosUrls[0]).not.toContain(staleId);
    expect((await fakeRequests()).slice(before).filter((r) => r.path === stalePath)).toHaveLength(1);
  });
});

describe('photo hosts (SSRF)', () => {
  it('refuses a photo on a loopback or metadata address: the listing is imported without it, nothing is requested', async () => {
    const port = new URL(fake()).port;
    const base = [listing(1, { price: 199_000, photos: [] }), listing(10, { photos: [] }), listing(11, { photos: [{ url: `/photos/${prefix.toLowerCase()}-shared.jpg` }] }), listing(12, { photos: [{ url: `/photos/${prefix.toLowerCase()}-shared.jpg` }] }), listing(18, { photos: [{ url: `/photos/${prefix.toLowerCase()}-stale.jpg` }] })];
    await control('feed', { listings: [...base, listing(19, { photos: [{ url: `http://localhost:${port}/photos/${prefix.toLowerCase()}-ssrf.jpg` }, { url: 'http://169.254.169.254/latest/meta-data/iam.jpg' }] })] });
    const before = (await fakeRequests()).length;
    expect(await runSync()).toMatchObject({ status: 200, body: { summary: { inserted: 1, deactivated: 0 } } });
    expect((await propertyOf(19))!.photosUrls).toEqual([]);
    expect((await fakeRequests()).slice(before).some((r) => r.path.includes('-ssrf'))).toBe(false);
  });
});

describe("'Synchroniser' deadline", () => {
  it('stops starting listings past its deadline, reports what remains and deactivates nothing', async () => {
    process.env.REALHUB_LISTINGS_API_URL = fake();
    process.env.REALHUB_PHOTO_HOSTS_ALLOWED = new URL(fake()).hostname;
    process.env.INTEGRATION_RETRY_BASE_MS ??= '20';
    const { syncProperties } = await import('../../shared/properties/server/sync.js');
    const slow = [20, 21, 22, 23].map((n) => listing(n));
    // 1 and 10 are gone from this feed: a complete run would deactivate them.
    await control('feed', { listings: [listing(11, { photos: [{ url: `/photos/${prefix.toLowerCase()}-shared.jpg` }] }), listing(12, { photos: [{ url: `/photos/${prefix.toLowerCase()}-shared.jpg` }] }), listing(18, { photos: [{ url: `/photos/${prefix.toLowerCase()}-stale.jpg` }] }), listing(19, { photos: [] }), ...slow], pageSize: 50 });
    await control('behaviour', { delayMs: 150 });
    try {
      const summary = await syncProperties({ apiKey: FAKE_LISTINGS_API_KEY, agentId: FAKE_LISTINGS_AGENT_ID }, new Date(), { deadlineMs: 300 });
      expect(summary).toMatchObject({ complete: false, deactivated: 0 });
      expect(summary.remaining).toBeGreaterThan(0);
      // Every listing of the feed is either done (the four known ones unchanged, new ones inserted) or
      // left for the next run; how far it got before the deadline depends on the machine's load.
      expect(summary.inserted + summary.updated + summary.unchanged + summary.remaining).toBe(8);
      expect(summary.inserted).toBeLessThan(4);
    } finally {
      await control('behaviour', {});
    }
    expect(await propertyOf(1)).toMatchObject({ isActive: true });
    expect(await propertyOf(10)).toMatchObject({ isActive: true });
  });
});

describe('a broken-looking feed deactivates nothing', () => {
  it('an empty feed', async () => {
    await control('feed', { listings: [] });
    const res = await runSync();
    expect(res).toMatchObject({ status: 200, body: { summary: { deactivated: 0, complete: true } } });
    expect(res.body.summary.withheld).toBeGreaterThan(0);
    expect(await propertyOf(1)).toMatchObject({ isActive: true });
    expect(await propertyOf(11)).toMatchObject({ isActive: true });
  });

  it('a feed whose listings have no readable MLS number (a renamed field)', async () => {
    await control('feed', { listings: [1, 10, 11].map((n) => { const { mls_number, ...rest } = listing(n); return { ...rest, mlsNumber: mls_number }; }) });
    const res = await runSync();
    expect(res).toMatchObject({ status: 200, body: { summary: { inserted: 0, deactivated: 0, skipped: 3 } } });
    expect(res.body.summary.withheld).toBeGreaterThan(0);
    expect(await propertyOf(12)).toMatchObject({ isActive: true });
  });

  it('more than half of the feed’s active listings gone at once', async () => {
    await control('feed', { listings: [listing(1, { price: 199_000, photos: [] }), listing(10, { photos: [] })] });
    const res = await runSync();
    expect(res).toMatchObject({ status: 200, body: { summary: { deactivated: 0 } } });
    expect(res.body.summary.withheld).toBeGreaterThan(3);
    expect(await propertyOf(11)).toMatchObject({ isActive: true });
    expect(await propertyOf(19)).toMatchObject({ isActive: true });
  });
});

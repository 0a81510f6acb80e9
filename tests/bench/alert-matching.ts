/**
 * `npm run bench:alerts`: issue 28's matching budget. Finds the alerts one new listing concerns (the `search-alerts`
 * consumer's read side, `alertsConcerned`) with 100 saved searches, then with 100 000, on the same 12 listings, and
 * reports the read units DynamoDB Local charges (ReturnConsumedCapacity on every command), the candidates read, the
 * matches and the time. Telling each match is then a claim, a mail and a settle, the same cost at any size.
 *
 * The saved searches are written as their confirmation leaves them: the `savedSearch` item and its `alertMatchKey`
 * items (shared/alerts/rules.ts). Their criteria are drawn like a portal's: a third pick a type, most a price range
 * one to six bands wide, some a minimum of bedrooms, a town or a map area.
 */
import { startEphemeralStack } from '../support/ephemeral-stack.js';
import { seededRandom } from '../support/seeded-random.js';
import type { SavedSearch } from '../../shared/alerts/schema.js';
import type { Property, PropertyType } from '../../shared/properties/schema.js';

const random = seededRandom('alert-bench');
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const TYPES: PropertyType[] = ['maison', 'condo', 'duplex', 'triplex', 'maison_de_ville', 'chalet'];
const TOWNS = ['Montréal', 'Laval', 'Québec', 'Longueuil', 'Gatineau', 'Sherbrooke', 'Lévis', 'Trois-Rivières', 'Saguenay', 'Terrebonne'];

function search(i: number, frequency: SavedSearch['frequency'] = 'immediate'): SavedSearch {
  const min = pick([undefined, 100_000, 200_000, 300_000, 400_000, 500_000, 750_000]);
  const span = pick([150_000, 250_000, 400_000, 800_000, undefined]);
  const area = random() < 0.1 ? { south: 45.4, west: -73.9, north: 45.7, east: -73.4 } : {};
  // Most buyers name a town; six in ten a type.
  return {
    id: `banc-alerte-${i}`,
    email: `alerte-${i}@exemple.ca`,
    propertyType: random() < 0.6 ? pick(TYPES) : undefined,
    minPrice: min,
    maxPrice: span === undefined ? undefined : (min ?? 0) + span,
    bedrooms: random() < 0.4 ? pick([2, 3, 4]) : undefined,
    location: random() < 0.85 ? pick(TOWNS) : undefined,
    ...area,
    frequency,
    status: 'active',
    source: 'listings',
    consentWording: 'banc',
    consentAt: '2026-01-01T00:00:00.000Z',
    confirmedAt: '2026-01-01T00:00:00.000Z',
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
  };
}

const LISTINGS: Property[] = Array.from({ length: 12 }, (_, i) => ({
  id: `banc-propriete-${i}`,
  title: `Propriété d’essai ${i}`,
  description: '',
  price: [189_000, 265_000, 349_000, 425_000, 489_000, 575_000, 649_000, 729_000, 899_000, 1_250_000, 2_400_000, 425_000][i]!,
  location: TOWNS[i % TOWNS.length]!,
  latitude: 45.5 + (i % 3) * 0.3,
  longitude: -73.6 - (i % 4) * 0.2,
  propertyType: TYPES[i % TYPES.length]!,
  status: 'disponible',
  photosUrls: [],
  transactionType: 'sale',
  priceHistory: [],
  bedrooms: 2 + (i % 3),
  bathrooms: 1,
  createdAt: '2026-06-01T00:00:00.000Z',
  isActive: true,
  isFeatured: false,
  viewsCount: 0,
}));

const stack = await startEphemeralStack();
try {
  const { db } = await import('../../shared/db/service.js');
  const { documentClient } = await import('../../shared/db/client.js');
  const { matchKeysOf, criteriaOf } = await import('../../shared/alerts/rules.js');
  const { ownerKeyOf } = await import('../../shared/alerts/server/owner.js');
  const { alertsConcerned } = await import('../../shared/alerts/server/matching.js');

  // Every command asks DynamoDB for the read units it used.
  let readUnits = 0;
  const send = documentClient.send;
  documentClient.send = (async (command: { input: Record<string, unknown> }, ...rest: unknown[]) => {
    command.input.ReturnConsumedCapacity = 'TOTAL';
    const out = (await (send as (...a: unknown[]) => Promise<{ ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }>)(command, ...rest));
    for (const c of [out.ConsumedCapacity ?? []].flat()) readUnits += c.CapacityUnits ?? 0;
    return out;
  }) as typeof documentClient.send;

  let written = 0;
  async function addSearches(count: number, frequency: SavedSearch['frequency'] = 'immediate') {
    const searches = Array.from({ length: count }, (_, i) => search(written + i, frequency));
    written += count;
    const items = searches.map((s) => ({ ...s, ownerKey: ownerKeyOf(s.email) }));
    const keys = searches.flatMap((s) => matchKeysOf(s).map((matchKey) => ({ matchKey, searchId: s.id, ...criteriaOf(s) })));
    for (let i = 0; i < items.length; i += 2_500) await db.entities.savedSearch.put(items.slice(i, i + 2_500)).go({ concurrency: 8 });
    for (let i = 0; i < keys.length; i += 2_500) await db.entities.alertMatchKey.put(keys.slice(i, i + 2_500)).go({ concurrency: 8 });
    return keys.length;
  }

  let round = 0;
  async function measure() {
    const rows = [];
    round++;
    for (const listing of LISTINGS) {
      const property = { ...listing, id: `${listing.id}-${round}` };
      readUnits = 0;
      const started = performance.now();
      const { searches, candidates } = await alertsConcerned({ kind: 'new', key: 'new' }, property);
      rows.push({ ms: performance.now() - started, readUnits, candidates, told: searches.length });
    }
    return rows;
  }
  const summary = (rows: Awaited<ReturnType<typeof measure>>) => {
    const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
    const sorted = rows.map((r) => r.ms).sort((a, b) => a - b);
    return {
      'p50 ms': sorted[Math.floor(sorted.length / 2)]!.toFixed(0),
      'max ms': sorted.at(-1)!.toFixed(0),
      'read units / change': (sum((r) => r.readUnits) / rows.length).toFixed(1),
      'candidates / change': (sum((r) => r.candidates) / rows.length).toFixed(0),
      'matches / change': (sum((r) => r.told) / rows.length).toFixed(0),
      'read units per match': (sum((r) => r.readUnits) / Math.max(1, sum((r) => r.told))).toFixed(2),
    };
  };

  if (!process.argv.includes('--digests-only')) {
    const small = await addSearches(100);
    const atSmall = summary(await measure());
    const started = performance.now();
    const large = small + (await addSearches(99_900));
    console.log(`[bench] 100 000 saved searches and ${large} index items written in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const atLarge = summary(await measure());
    console.table({ '100 saved searches': atSmall, '100 000 saved searches': atLarge });
  }

  // The digest job at 10 000 daily alerts, two waiting listings each: the job's time (it queues), then the sender's
  // own work per mail (reads, lease, settle, counter; SES answering at once and no pace: the pace is the account's).
  await digestBench(10_000);

  async function digestBench(alerts: number) {
    const { queueDigests } = await import('../../shared/alerts/server/digests.js');
    const { sendAlertBatch } = await import('../../shared/alerts/server/sending.js');
    const { propertyRepository } = await import('../../shared/properties/server/repository.js');
    const homes = LISTINGS.slice(0, 2).map((l) => ({ ...l, id: `${l.id}-digest` }));
    for (const home of homes) await propertyRepository.saveWithAgents(home, []);
    const first = written;
    await addSearches(alerts, 'daily');
    const deliveries = Array.from({ length: alerts }, (_, i) => i + first).flatMap((i) =>
      homes.map((home) => ({ searchId: `banc-alerte-${i}`, propertyId: home.id, change: 'new', createdAt: '2026-06-01T07:00:00.000Z', pendingDigest: 'daily', expiresAt: 2_000_000_000 })),
    );
    for (let i = 0; i < deliveries.length; i += 2_500) await db.entities.alertDelivery.put(deliveries.slice(i, i + 2_500)).go({ concurrency: 8 });
    const queued: import('../../shared/alerts/sending.js').AlertSendBatch[] = [];
    readUnits = 0;
    let started = performance.now();
    const outcome = await queueDigests('daily', { queue: { enqueue: async (batches) => void queued.push(...batches) } });
    const jobMs = performance.now() - started;
    const jobReadUnits = readUnits;
    const sample = queued.slice(0, 8);
    let sent = 0;
    started = performance.now();
    for (const batch of sample) sent += (await sendAlertBatch(batch, { sender: { send: async () => ({ messageId: 'banc' }) }, pace: async () => {}, siteOrigin: 'https://banc.example' })).mails;
    const perMailMs = (performance.now() - started) / Math.max(1, sent);
    console.table({
      [`digest job, ${alerts} alerts`]: { alerts: outcome.alerts, items: outcome.items, messages: queued.length, 'job s': (jobMs / 1000).toFixed(1), 'read units': jobReadUnits.toFixed(0) },
      'sender, per mail (no SES pace)': { alerts: sent, items: sent * homes.length, messages: sample.length, 'job s': (perMailMs / 1000).toFixed(3), 'read units': '' },
    });
  }

} finally {
  await stack.stop();
}

/**
 * `npm run bench:alerts`: issue 28's matching budget. Tells the alerts of one new listing (the `search-alerts`
 * consumer's `tellAlerts`) with 100 saved searches, then with 100 000, on the same 12 listings, and reports per
 * catalogue the read units DynamoDB Local charges (ReturnConsumedCapacity on every command), the candidates read,
 * the matches, and the time of the whole call; then the digest job's time for 10 000 daily alerts with a change each.
 * Mails go through a counter here (the budget is the matching's reads, not SES's pace; the integration suite sends
 * them through the local SES).
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
  return {
    id: `banc-alerte-${i}`,
    email: `alerte-${i}@exemple.ca`,
    propertyType: random() < 0.35 ? pick(TYPES) : undefined,
    minPrice: min,
    maxPrice: span === undefined ? undefined : (min ?? 0) + span,
    bedrooms: random() < 0.3 ? pick([2, 3, 4]) : undefined,
    location: random() < 0.25 ? pick(TOWNS) : undefined,
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
  const { tellAlerts } = await import('../../shared/alerts/server/matching.js');
  const { sendDigests } = await import('../../shared/alerts/server/digests.js');

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

  const mails = { sent: 0 };
  const sender = { send: async () => ({ messageId: String(++mails.sent) }) };
  let round = 0;
  async function measure() {
    const rows = [];
    round++;
    for (const listing of LISTINGS) {
      const property = { ...listing, id: `${listing.id}-${round}` };
      await db.entities.property.put({ ...property, searchText: '', locationKey: '', listState: 'active', activeRank: '1', featuredRank: '0', finishedBasement: false, airConditioned: false }).go();
      readUnits = 0;
      mails.sent = 0;
      const started = performance.now();
      const outcome = await tellAlerts(property.id, null, { isActive: true, price: property.price, status: 'disponible' }, { sender, siteOrigin: 'https://exemple.ca' });
      rows.push({ ms: performance.now() - started, readUnits, candidates: outcome.candidates, told: outcome.told });
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
      'matches (mails) / change': (sum((r) => r.told) / rows.length).toFixed(0),
      'read units per match': (sum((r) => r.readUnits) / Math.max(1, sum((r) => r.told))).toFixed(2),
    };
  };

  const small = await addSearches(100);
  const atSmall = summary(await measure());
  const started = performance.now();
  const large = small + (await addSearches(99_900));
  console.log(`[bench] 100 000 saved searches and ${large} index items written in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const atLarge = summary(await measure());
  console.table({ '100 saved searches': atSmall, '100 000 saved searches': atLarge });

  // The digest job: 10 000 daily alerts with one waiting change each (claimed as the consumer leaves them).
  const digestSearches = Array.from({ length: 10_000 }, (_, i) => `banc-alerte-${written + i}`);
  await addSearches(10_000, 'daily');
  const now = new Date();
  const deliveries = digestSearches.map((searchId, i) => ({ searchId, propertyId: `${LISTINGS[i % LISTINGS.length]!.id}-1`, change: 'new', pendingDigest: 'daily', createdAt: now.toISOString(), expiresAt: Math.floor(now.getTime() / 1000) + 86_400 }));
  for (let i = 0; i < deliveries.length; i += 2_500) await db.entities.alertDelivery.put(deliveries.slice(i, i + 2_500)).go({ concurrency: 8 });
  readUnits = 0;
  mails.sent = 0;
  const digestStarted = performance.now();
  const digest = await sendDigests('daily', { sender, siteOrigin: 'https://exemple.ca', now });
  console.table({ 'digest job, 10 000 daily alerts': { seconds: ((performance.now() - digestStarted) / 1000).toFixed(1), mails: digest.mails, items: digest.items, 'read units': readUnits.toFixed(0) } });
} finally {
  await stack.stop();
}

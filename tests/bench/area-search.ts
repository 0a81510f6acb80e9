/**
 * `npm run bench:area [-- <requests per view>]`: GET /api/properties/area through the local stack, on the same
 * views, with the demo catalogue plus 100 listings, then plus 100 000, spread over Quebec like its
 * population (half around Montréal). Reports p50 / p99 per view and the ratio of the two catalogues: the
 * area query reads at most 32 cells and AREA_LISTING_LIMIT listings, so the ratio must stay near 1 (≤ 1.2).
 *
 * The synthetic listings are written as their property writes leave the area index (projection items, and
 * the per-cell counters summed): the area query reads nothing else.
 */
import { startEphemeralStack } from '../support/ephemeral-stack.js';
import { seededRandom } from '../support/seeded-random.js';
import { inBox } from '../../shared/properties/geo.js';
import type { Property } from '../../shared/properties/schema.js';

const REQUESTS = Number(process.argv[2] ?? 200);
/** A view holding the same 20 listings in both catalogues (the synthetic ones are kept out of it): only the catalogue's size differs. */
const SAME = { south: 47.35, west: -61.95, north: 47.45, east: -61.75 };
const VIEWS = {
  'Îles-de-la-Madeleine, the same 20': SAME,
  'Plateau-Mont-Royal (zoom 17)': { south: 45.52, west: -73.585, north: 45.524, east: -73.578 },
  'Plateau-Mont-Royal (zoom 15)': { south: 45.515, west: -73.595, north: 45.53, east: -73.565 },
  'Rimouski (zoom 12)': { south: 48.38, west: -68.65, north: 48.5, east: -68.4 },
  'Vieux-Québec (zoom 14)': { south: 46.8, west: -71.23, north: 46.825, east: -71.19 },
  'Montréal (zoom 11)': { south: 45.4, west: -73.95, north: 45.7, east: -73.45 },
  'Sud du Québec (zoom 6)': { south: 44.9, west: -79.5, north: 49.5, east: -64 },
};
/** Where Quebecers live, roughly (share of the listings, centre, spread in degrees). */
const PLACES: [number, number, number, number][] = [
  [0.5, 45.52, -73.62, 0.12], [0.1, 46.81, -71.25, 0.08], [0.05, 45.57, -73.75, 0.05], [0.04, 45.48, -75.7, 0.06],
  [0.04, 45.52, -73.46, 0.05], [0.03, 45.4, -71.9, 0.05], [0.03, 48.42, -71.07, 0.06], [0.03, 46.35, -72.55, 0.05],
  [0.03, 46.75, -71.17, 0.04], [0.15, 47, -72, 2],
];

const random = seededRandom('area-bench');
const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
function syntheticListing(i: number): Property {
  let pick = random(), place = PLACES[PLACES.length - 1]!;
  for (const p of PLACES) if ((pick -= p[0]) < 0) { place = p; break; }
  return {
    id: `banc-${i}`, title: `Propriété ${i}`, price: 200_000 + Math.floor(random() * 1_500_000), location: 'Québec', propertyType: random() < 0.4 ? 'condo' : 'maison',
    status: 'disponible', transactionType: 'sale', priceHistory: [], photosUrls: [], bedrooms: 1 + Math.floor(random() * 5), bathrooms: 1 + Math.floor(random() * 3), createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    isActive: true, isFeatured: false, viewsCount: 0, description: '', latitude: place[1] + gaussian() * place[3], longitude: place[2] + gaussian() * place[3] * 1.4,
  };
}

const stack = await startEphemeralStack();
try {
  // The stack set this process's AWS environment: the entities reach its DynamoDB Local.
  const { db } = await import('../../shared/db/service.js');
  const { geoCountDeltas, propertyGeoItem } = await import('../../shared/properties/geo-keys.js');
  let written = 0;
  async function add(count: number, fixed: Property[] = []) {
    const synthetic = Array.from({ length: count }, (_, i) => syntheticListing(written + i)).filter((p) => !inBox({ lat: p.latitude!, lng: p.longitude! }, SAME));
    const listings = [...fixed, ...synthetic];
    written += count;
    const cells = new Map<string, { count: number; latE6: number; lngE6: number }>();
    for (const p of listings) {
      for (const d of geoCountDeltas(null, p)) {
        const c = cells.get(d.cell) ?? { count: 0, latE6: 0, lngE6: 0 };
        cells.set(d.cell, { count: c.count + d.count, latE6: c.latE6 + d.latE6, lngE6: c.lngE6 + d.lngE6 });
      }
    }
    const items = listings.map((p) => propertyGeoItem(p, `propriete ${p.id}`)!);
    for (let i = 0; i < items.length; i += 2_500) await db.entities.propertyGeo.put(items.slice(i, i + 2_500)).go({ concurrency: 8 });
    const updates = [...cells];
    for (let i = 0; i < updates.length; i += 16) {
      await Promise.all(updates.slice(i, i + 16).map(([cell, d]) => db.entities.geoCell.update({ cell }).add(d).go()));
    }
  }

  async function measure() {
    for (const box of Object.values(VIEWS)) await fetch(`${stack.url}/api/properties/area?south=${box.south}&west=${box.west}&north=${box.north}&east=${box.east}`);
    const results: Record<string, { p50: number; p99: number; answer: string }> = {};
    for (const [name, box] of Object.entries(VIEWS)) {
      const url = `${stack.url}/api/properties/area?south=${box.south}&west=${box.west}&north=${box.north}&east=${box.east}`;
      const times: number[] = [];
      let answer = '';
      for (let i = 0; i < REQUESTS + 10; i++) {
        const started = performance.now();
        const body = (await (await fetch(url)).json()) as { kind: string; listings?: unknown[]; total?: number; clusters?: unknown[] };
        if (i >= 10) times.push(performance.now() - started);
        answer = body.kind === 'listings' ? `${body.listings!.length} listings` : `${body.clusters!.length} clusters of ${body.total}`;
      }
      times.sort((a, b) => a - b);
      results[name] = { p50: times[Math.floor(times.length / 2)]!, p99: times[Math.floor(times.length * 0.99)]!, answer };
    }
    return results;
  }

  // The same 20 in the first catalogue, spread over the view.
  const same = Array.from({ length: 20 }, (_, i) => ({ ...syntheticListing(1_000_000 + i), latitude: 47.36 + (i % 5) * 0.02, longitude: -61.94 + Math.floor(i / 5) * 0.05 }));
  await add(100, same);
  const small = await measure();
  const started = Date.now();
  await add(99_900);
  console.log(`99 900 more listings indexed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const large = await measure();
  console.log(`GET /api/properties/area, ${REQUESTS} requests per view (ms), demo + 100 listings vs demo + 100 000`);
  for (const name of Object.keys(VIEWS)) {
    const [s, l] = [small[name]!, large[name]!];
    console.log(
      `  ${name.padEnd(30)} p50 ${s.p50.toFixed(1).padStart(5)} → ${l.p50.toFixed(1).padStart(5)} (×${(l.p50 / s.p50).toFixed(2)})` +
        `  p99 ${s.p99.toFixed(1).padStart(5)} → ${l.p99.toFixed(1).padStart(5)} (×${(l.p99 / s.p99).toFixed(2)})  ${s.answer} → ${l.answer}`,
    );
  }
} finally {
  await stack.stop();
}

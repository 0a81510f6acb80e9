import * as z from 'zod/mini';
import { PROPERTY_CARD_FIELDS } from './api.js';
import { COUNTED_PRECISIONS, GEO_PARTITION_PRECISION, geohash } from './geo.js';
import { propertySchema, type Property } from './schema.js';

/**
 * The area index (docs/data-model.md "Area search"): every active listing with a position has a
 * projection item in the partition of its 2-character geohash cell, sorted by its full geohash, holding
 * what a marker and its card need; and each cell of the counted precisions keeps the number of such
 * listings and the sum of their positions (their centroid places the cell's cluster). Both move in the
 * property's own write transaction.
 */
const cardMask = Object.fromEntries(PROPERTY_CARD_FIELDS.map((f) => [f, true])) as { [K in (typeof PROPERTY_CARD_FIELDS)[number]]: true };
export const propertyGeoSchema = z.extend(z.pick(propertySchema, { ...cardMask, latitude: true, longitude: true }), {
  latitude: z.number(),
  longitude: z.number(),
  /** The listing's cell of GEO_PARTITION_PRECISION characters (the partition). */
  cell: z.string(),
  /** The listing's full geohash (the sort key: a cell of any finer precision is a prefix of it). */
  geohash: z.string(),
  /** Folded title + location + type, for the text filter (as the listing index's). */
  searchText: z.string(),
});
export type PropertyGeoItem = z.infer<typeof propertyGeoSchema>;

type Located = Property & { latitude: number; longitude: number };
/** On the map: active, with a position. */
export const isMapped = (p: Property | null | undefined): p is Located =>
  Boolean(p?.isActive) && typeof p?.latitude === 'number' && typeof p?.longitude === 'number';

/** The projection item of a property, or null when it is not on the map. */
export function propertyGeoItem(p: Property | null | undefined, searchText: string): PropertyGeoItem | null {
  if (!isMapped(p)) return null;
  const hash = geohash(p.latitude, p.longitude);
  const card = Object.fromEntries(PROPERTY_CARD_FIELDS.filter((f) => p[f] !== undefined).map((f) => [f, p[f]]));
  return { ...(card as Pick<Property, (typeof PROPERTY_CARD_FIELDS)[number]>), latitude: p.latitude, longitude: p.longitude, cell: hash.slice(0, GEO_PARTITION_PRECISION), geohash: hash, searchText };
}

/** A counter cell's change: listings, and sums of positions in millionths of a degree (integers: no drift). */
export type GeoCountDelta = { cell: string; count: number; latE6: number; lngE6: number };
const e6 = (degrees: number) => Math.round(degrees * 1e6);

/** How a write moves the counted cells: out of the old ones, into the new ones; one change per cell, none when nothing moves. */
export function geoCountDeltas(before: Property | null | undefined, after: Property | null | undefined): GeoCountDelta[] {
  const deltas = new Map<string, GeoCountDelta>();
  const move = (p: Property | null | undefined, sign: 1 | -1) => {
    if (!isMapped(p)) return;
    const hash = geohash(p.latitude, p.longitude);
    for (const precision of COUNTED_PRECISIONS) {
      const cell = hash.slice(0, precision);
      const d = deltas.get(cell) ?? { cell, count: 0, latE6: 0, lngE6: 0 };
      deltas.set(cell, { cell, count: d.count + sign, latE6: d.latE6 + sign * e6(p.latitude), lngE6: d.lngE6 + sign * e6(p.longitude) });
    }
  };
  move(before, -1);
  move(after, 1);
  return [...deltas.values()].filter((d) => d.count !== 0 || d.latE6 !== 0 || d.lngE6 !== 0);
}

import { db } from '../../db/service.js';
import { AREA_LISTING_LIMIT, PROPERTY_CARD_FIELDS, type AreaQuery, type AreaResult, type MapListing } from '../api.js';
import { COUNTED_PRECISIONS, GEO_PARTITION_PRECISION, cellBox, coverBox, inBox } from '../geo.js';
import { geoCountDeltas, propertyGeoItem } from '../geo-keys.js';
import { propertyKeys } from '../keys.js';
import type { Property } from '../schema.js';
import { foldForSearch } from '../../text.js';
import { listingFilters } from './filters.js';
import { withCurrentDrop } from '../price-history.js';

type TransactionEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];

const mapItem = (p: Property | null) => propertyGeoItem(p, p ? propertyKeys(p).searchText : '');

/**
 * The area index's share of a property write (docs/data-model.md "Area search"), for the same transaction,
 * appended last: the projection item out of its old place and into its new one, and the counted cells moved.
 */
export function mapWrites(entities: Pick<TransactionEntities, 'propertyGeo' | 'geoCell'>, before: Property | null, after: Property | null) {
  const [was, now] = [mapItem(before), mapItem(after)];
  const moved = was && (!now || was.geohash !== now.geohash);
  return [
    ...(moved ? [entities.propertyGeo.delete({ cell: was.cell, geohash: was.geohash, id: was.id }).commit()] : []),
    ...(now ? [entities.propertyGeo.put(now).commit()] : []),
    ...geoCountDeltas(before, after).map((d) => entities.geoCell.update({ cell: d.cell }).add({ count: d.count, latE6: d.latE6, lngE6: d.lngE6 }).commit()),
  ];
}

const FINEST_COUNTED = COUNTED_PRECISIONS[COUNTED_PRECISIONS.length - 1];
const MAP_LISTING_ATTRIBUTES = [...PROPERTY_CARD_FIELDS, 'latitude', 'longitude'] as const;

/**
 * GET /api/properties/area: cover the box with at most MAX_COVER_CELLS cells, read their counters (one
 * BatchGet). When they hold at most AREA_LISTING_LIMIT listings, one Query per cell (its geohash's key
 * range, the filters as a filter expression) and keep those inside the box, newest first; else the
 * counted cells are the answer. Reads are bounded by the limit, whatever the catalogue's size.
 */
export async function listInArea(query: AreaQuery): Promise<AreaResult> {
  const box = { south: query.south, west: query.west, north: query.north, east: query.east };
  const { precision, cells } = coverBox(box);
  const counterCells = [...new Set(cells.map((c) => c.slice(0, FINEST_COUNTED)))];
  const { data: counters, unprocessed } = await db.entities.geoCell.get(counterCells.map((cell) => ({ cell }))).go();
  if (unprocessed.length) throw new Error(`Map cell batch read left ${unprocessed.length} keys unprocessed`);
  const counted = counters.map((c) => ({ cell: c.cell, count: Math.max(0, c.count ?? 0), latE6: c.latE6 ?? 0, lngE6: c.lngE6 ?? 0 })).filter((c) => c.count > 0);
  const total = counted.reduce((sum, c) => sum + c.count, 0);
  if (precision < GEO_PARTITION_PRECISION || total > AREA_LISTING_LIMIT) {
    return {
      kind: 'clusters',
      total,
      clusters: counted.map((c) => ({ latitude: c.latE6 / c.count / 1e6, longitude: c.lngE6 / c.count / 1e6, count: c.count, box: cellBox(c.cell) })),
    };
  }
  const occupied = new Set(counted.map((c) => c.cell));
  const q = query.q ? foldForSearch(query.q) : undefined;
  const pages = await Promise.all(
    cells
      .filter((cell) => occupied.has(cell.slice(0, FINEST_COUNTED)))
      .map((cell) =>
        db.entities.propertyGeo.query
          .byCell({ cell: cell.slice(0, GEO_PARTITION_PRECISION) })
          // The cell's key range: BETWEEN, not begins_with (the same keys in DynamoDB, but DynamoDB Local walks the
          // whole partition for a begins_with: 10 → 30 ms a Query from 1 000 to 50 000 items, against 5 ms for BETWEEN).
          .between({ geohash: cell }, { geohash: `${cell}~` })
          .where((attr, op) => listingFilters(attr, op, { ...query, q }).filter(Boolean).join(' AND '))
          .go({ pages: 'all', attributes: [...MAP_LISTING_ATTRIBUTES] }),
      ),
  );
  const listings = pages
    .flatMap((page) => page.data)
    .filter((item) => inBox({ lat: item.latitude, lng: item.longitude }, box))
    .map((listing) => withCurrentDrop(listing as MapListing))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
  return { kind: 'listings', listings };
}

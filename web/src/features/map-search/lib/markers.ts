import type { AreaResult, MapListing } from '../../../../../shared/properties/api';
import { boxAround, clusterPoints, type Box, type LatLng } from '../../../../../shared/properties/geo';
import { MAX_ZOOM } from '../../../components/map/camera';
import { formatDecimal, formatNumber } from '../../../lib/format';

/**
 * What the map draws for an area's answer, in the list's order (the markers' Tab order): a listing alone,
 * a group of listings too close to tell apart at this zoom (clusterPoints), or, when the area holds too many
 * to list, a sector of the server's counted cells.
 */
export type MarkerGroup =
  | { kind: 'listing'; id: string; position: LatLng; listing: MapListing }
  | { kind: 'group'; id: string; position: LatLng; listings: MapListing[]; box: Box }
  | { kind: 'sector'; id: string; position: LatLng; count: number; box: Box };

/** A price pill is about 70 × 40 px (with its point): closer than this, markers would overlap and become one group. */
export const CLUSTER_GAP_PX = { x: 88, y: 48 };

const positionOf = (listing: MapListing): LatLng => ({ lat: listing.latitude, lng: listing.longitude });

export function markerGroups(result: AreaResult, zoom: number): MarkerGroup[] {
  if (result.kind === 'clusters') {
    return result.clusters.map((cluster) => ({
      kind: 'sector',
      id: `sector:${cluster.box.south},${cluster.box.west}`,
      position: { lat: cluster.latitude, lng: cluster.longitude },
      count: cluster.count,
      box: cluster.box,
    }));
  }
  // At the closest zoom, listings at the same address stay apart (one above the other), each its own button.
  if (zoom >= MAX_ZOOM) return result.listings.map((listing) => ({ kind: 'listing', id: listing.id, position: positionOf(listing), listing }));
  return clusterPoints(
    result.listings.map((listing) => ({ ...positionOf(listing), listing })),
    zoom,
    CLUSTER_GAP_PX,
  ).map(({ items, position }): MarkerGroup => {
    const listings = items.map((item) => item.listing);
    if (listings.length === 1) return { kind: 'listing', id: listings[0]!.id, position: positionOf(listings[0]!), listing: listings[0]! };
    return { kind: 'group', id: `group:${listings[0]!.id}`, position, listings, box: boxAround(items)! };
  });
}

/** The listings a marker stands for (a sector's are not loaded). */
export const listingIdsOf = (group: MarkerGroup): string[] =>
  group.kind === 'listing' ? [group.id] : group.kind === 'group' ? group.listings.map((listing) => listing.id) : [];

const NO_BREAK_SPACE = '\u00a0';

/** A marker's short price: « 649 k$ », « 1,3 M$ » (the full price is in its name and its card). */
export function shortPrice(price: number, transactionType?: 'sale' | 'rent'): string {
  // A rent is a few thousand dollars a month: in full, said monthly.
  if (transactionType === 'rent') return `${formatNumber(price)}${NO_BREAK_SPACE}$/mois`;
  if (price >= 1_000_000) return `${formatDecimal(price / 1_000_000, price >= 10_000_000 ? 0 : 1)}${NO_BREAK_SPACE}M$`;
  if (price >= 1_000) return `${formatNumber(Math.round(price / 1_000))}${NO_BREAK_SPACE}k$`;
  return `${formatNumber(price)}${NO_BREAK_SPACE}$`;
}

/** Whether zooming in can separate a group: its listings are not all at one point. */
export const spreadOut = (box: Box) => box.north - box.south > 1e-6 || box.east - box.west > 1e-6;

/** The selected listing's card: 16 rem wide, about 15 rem tall, with a margin to the map's edges. */
const CARD = { width: 256, height: 240, margin: 8 };

/**
 * Where a marker's card opens so it stays inside the map: above the marker, or below it when the marker is
 * too near the top; moved sideways near the left or right edge. `x`, `y`: the marker's point in the map (px).
 */
export function cardPlacement(x: number, y: number, size: { width: number; height: number }): { below: boolean; shiftX: number } {
  const below = y < CARD.height + CARD.margin && size.height - y > y;
  const left = x - CARD.width / 2;
  const shiftX = left < CARD.margin ? CARD.margin - left : left + CARD.width > size.width - CARD.margin ? size.width - CARD.margin - (left + CARD.width) : 0;
  return { below, shiftX: Math.round(shiftX) };
}

/**
 * Positions of listings and the map's geometry, pure (the browser and the functions share it): postal codes,
 * geohash cells (the keys of the area query, docs/data-model.md "Area search"), the bounded covering of a
 * visible box, and the clustering of the markers on screen.
 */

export type LatLng = { lat: number; lng: number };
/** A visible area in degrees; `west` < `east` (the map never crosses the antimeridian over Quebec). */
export type Box = { south: number; west: number; north: number; east: number };

/** Canadian postal code (« H2T 1S6 »): letters D, F, I, O, Q, U never appear; W and Z never first. */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;
/** « h2t1s6 », « H2T-1S6 » → « H2T 1S6 »; null when it is not a Canadian postal code. */
export function normalizePostalCode(value: string): string | null {
  const match = POSTAL_CODE.exec(value.trim().toUpperCase().replace(/[\s-]+/g, ' ').replace(/^(\w{3})(\w{3})$/, '$1 $2'));
  return match ? `${match[1]} ${match[2]}` : null;
}

/* ---------------------------------------------------------------------------------------------------
 * Geohash (base 32, longitude bit first): a cell of precision p is a prefix of length p of every position
 * inside it, so « the listings of a cell » is a begins_with on the sort key.
 * ------------------------------------------------------------------------------------------------- */
const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** Stored precision of a listing's position: 9 characters, a cell of about 5 m. */
export const POSITION_PRECISION = 9;
/**
 * Partition of the area index: cells of 2 characters (about 1 250 × 625 km; southern Quebec is « f2 » and
 * « f8 »), begins_with below it. Coarse on purpose: any view finer than a partition is one Query per
 * covering cell, and DynamoDB splits a busy partition by sort-key range.
 */
export const GEO_PARTITION_PRECISION = 2;
/** Precisions whose cells keep a count of the listings inside (the clusters when a view holds too many to read). */
export const COUNTED_PRECISIONS = [1, 2, 3, 4, 5, 6] as const;
/** Cells a visible area is covered with at the most: one Query (or one counter) each. */
export const MAX_COVER_CELLS = 32;

export function geohash(lat: number, lng: number, precision = POSITION_PRECISION): string {
  let latMin = -90, latMax = 90, lngMin = -180, lngMax = 180;
  let hash = '', bits = 0, value = 0, even = true;
  while (hash.length < precision) {
    if (even) {
      const mid = (lngMin + lngMax) / 2;
      if (lng >= mid) { value = value * 2 + 1; lngMin = mid; } else { value *= 2; lngMax = mid; }
    } else {
      const mid = (latMin + latMax) / 2;
      if (lat >= mid) { value = value * 2 + 1; latMin = mid; } else { value *= 2; latMax = mid; }
    }
    even = !even;
    if (++bits === 5) { hash += BASE32[value]; bits = 0; value = 0; }
  }
  return hash;
}

/** The box a cell covers. */
export function cellBox(cell: string): Box {
  let south = -90, north = 90, west = -180, east = 180, even = true;
  for (const char of cell) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not a geohash: ${cell}`);
    for (let bit = 4; bit >= 0; bit--) {
      const on = (value >> bit) & 1;
      if (even) { const mid = (west + east) / 2; if (on) west = mid; else east = mid; }
      else { const mid = (south + north) / 2; if (on) south = mid; else north = mid; }
      even = !even;
    }
  }
  return { south, west, north, east };
}

/** Width and height in degrees of the cells of a precision. */
const cellSize = (precision: number) => {
  const lngBits = Math.ceil((5 * precision) / 2);
  const latBits = Math.floor((5 * precision) / 2);
  return { width: 360 / 2 ** lngBits, height: 180 / 2 ** latBits };
};

/** Index of the cell row/column holding a coordinate (the last cell holds the top edge). */
const cellIndex = (value: number, min: number, size: number, count: number) => Math.min(count - 1, Math.floor((value - min) / size));

/** The cells of one precision that a box touches, row by row from the south-west. */
export function cellsOfBox(box: Box, precision: number): string[] {
  const { width, height } = cellSize(precision);
  const columns = 360 / width, rows = 180 / height;
  const [x0, x1] = [cellIndex(box.west, -180, width, columns), cellIndex(box.east, -180, width, columns)];
  const [y0, y1] = [cellIndex(box.south, -90, height, rows), cellIndex(box.north, -90, height, rows)];
  const cells: string[] = [];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) cells.push(geohash(-90 + (y + 0.5) * height, -180 + (x + 0.5) * width, precision));
  }
  return cells;
}

/** How many cells of a precision a box touches, without listing them. */
export function countCells(box: Box, precision: number): number {
  const { width, height } = cellSize(precision);
  const columns = 360 / width, rows = 180 / height;
  return (
    (cellIndex(box.east, -180, width, columns) - cellIndex(box.west, -180, width, columns) + 1) *
    (cellIndex(box.north, -90, height, rows) - cellIndex(box.south, -90, height, rows) + 1)
  );
}

/**
 * The finest precision whose cells cover the box in at most `maxCells` (never finer than the stored
 * position, never coarser than 1), and those cells: the area query reads one key range per cell, so its
 * cost is bounded whatever the zoom.
 */
export function coverBox(box: Box, maxCells = MAX_COVER_CELLS): { precision: number; cells: string[] } {
  let precision = 1;
  while (precision < POSITION_PRECISION && countCells(box, precision + 1) <= maxCells) precision++;
  return { precision, cells: cellsOfBox(box, precision) };
}

export const inBox = (p: LatLng, box: Box) => p.lat >= box.south && p.lat <= box.north && p.lng >= box.west && p.lng <= box.east;

/* ---------------------------------------------------------------------------------------------------
 * Clustering on screen: a marker closer than a gap to an earlier one (Web Mercator pixels at the current
 * zoom, 512-pixel world at zoom 0 as in MapLibre) joins its group, so no two markers ever overlap (each
 * keeps its whole target: WCAG 2.5.8).
 * ------------------------------------------------------------------------------------------------- */
const TILE = 512;
export function project({ lat, lng }: LatLng, zoom: number) {
  const scale = TILE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

export type Cluster<T> = { position: LatLng; items: T[] };
/** How far apart two markers' anchors are at the least, in pixels (a price pill is about 70 × 40 px). */
export type ScreenGap = { x: number; y: number };

/**
 * Groups points in their order: each joins the first group whose first point is less than `gap` away on both
 * axes, else starts one. A group is drawn at its first point, so any two groups are at least `gap` apart on
 * one axis; groups keep the points' order and are ordered by their first point.
 */
export function clusterPoints<T extends LatLng>(points: readonly T[], zoom: number, gap: ScreenGap = { x: 88, y: 48 }): Cluster<T>[] {
  const groups: { anchor: { x: number; y: number }; items: T[] }[] = [];
  for (const point of points) {
    const at = project(point, zoom);
    const near = groups.find((g) => Math.abs(g.anchor.x - at.x) < gap.x && Math.abs(g.anchor.y - at.y) < gap.y);
    if (near) near.items.push(point);
    else groups.push({ anchor: at, items: [point] });
  }
  return groups.map(({ items }) => ({ items, position: { lat: items[0]!.lat, lng: items[0]!.lng } }));
}

/** The box around some points (null for none), for « zoom to this cluster ». */
export function boxAround(points: readonly LatLng[]): Box | null {
  if (points.length === 0) return null;
  return {
    south: Math.min(...points.map((p) => p.lat)),
    north: Math.max(...points.map((p) => p.lat)),
    west: Math.min(...points.map((p) => p.lng)),
    east: Math.max(...points.map((p) => p.lng)),
  };
}

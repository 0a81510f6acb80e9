import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type http from 'node:http';
import type { Feature, FeatureCollection, LineString, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { clipPolygon, clipPolyline } from 'lineclip';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * The local stand-in for Amazon Location's basemap (docs/architecture.md, Local runtime): a MapLibre style
 * whose GeoJSON sources are Natural Earth's land and country borders (1:10m, public domain, from the
 * `world-atlas` package), clipped at start to the region around Quebec so the whole style stays small. The
 * map works with no network, in `npm start` and in the tests. No text layer: labels need glyphs, and no
 * glyphs are available offline.
 */
export const LOCAL_BASEMAP_STYLE_PATH = '/basemap/style.json';

/** [west, south, east, north]: Quebec and what borders it (Ontario, the Maritimes, New England, New York). */
export const LOCAL_BASEMAP_BOUNDS: [number, number, number, number] = [-84, 42, -55, 63.5];

/** Natural Earth asks for no credit (public domain); it is named anyway, as the map's source. */
export const LOCAL_BASEMAP_ATTRIBUTION = 'Fond de carte : Natural Earth (domaine public)';

/** About 100 m: finer than the 1:10m data itself, and it keeps the style a few hundred KB. */
const round = (value: number) => Math.round(value * 1000) / 1000;

type Point = [number, number];

/** Rounded, without the repeated points rounding makes. */
function simplify(points: readonly Position[]): Point[] {
  const out: Point[] = [];
  for (const [x, y] of points) {
    const point: Point = [round(x!), round(y!)];
    const last = out.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

/** The land's polygons cut to the box; rings left with fewer than 4 points (nothing inside) are dropped. */
export function clipPolygons(polygons: readonly Position[][][], bounds = LOCAL_BASEMAP_BOUNDS): Position[][][] {
  const clipped: Position[][][] = [];
  for (const polygon of polygons) {
    const rings = polygon.map((ring) => {
      const inside = clipPolygon(ring as Point[], bounds);
      const points = simplify(inside);
      // A closed ring: GeoJSON wants its first point repeated last.
      if (points.length > 0 && (points[0]![0] !== points.at(-1)![0] || points[0]![1] !== points.at(-1)![1])) points.push(points[0]!);
      return points;
    });
    if (rings[0] && rings[0].length >= 4) clipped.push(rings.filter((ring) => ring.length >= 4));
  }
  return clipped;
}

/** The lines cut to the box, each part that leaves and comes back a line of its own. */
export function clipLines(lines: readonly Position[][], bounds = LOCAL_BASEMAP_BOUNDS): Position[][] {
  return lines.flatMap((line) => clipPolyline(line as Point[], bounds)).map(simplify).filter((line) => line.length >= 2);
}

const polygonsOf = (geometry: Polygon | MultiPolygon) => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates);

/** A MapLibre style (spec v8) of the region: water, land, international borders. */
export async function buildLocalBasemapStyle() {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(await readFile(require.resolve('world-atlas/countries-10m.json'), 'utf8')) as Topology<{ land: GeometryCollection; countries: GeometryCollection }>;
  const land = feature(topology, topology.objects.land) as FeatureCollection<Polygon | MultiPolygon>;
  // Shared arcs between two countries: the borders (Canada – United States here), not the coasts.
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b) as MultiLineString;
  const landFeature: Feature<MultiPolygon> = {
    type: 'Feature',
    properties: {},
    geometry: { type: 'MultiPolygon', coordinates: clipPolygons(land.features.flatMap((f) => polygonsOf(f.geometry))) },
  };
  const borderFeature: Feature<MultiLineString | LineString> = { type: 'Feature', properties: {}, geometry: { type: 'MultiLineString', coordinates: clipLines(borders.coordinates) } };
  return {
    version: 8,
    name: 'Québec (hors ligne)',
    sources: {
      land: { type: 'geojson', data: landFeature, attribution: LOCAL_BASEMAP_ATTRIBUTION },
      borders: { type: 'geojson', data: borderFeature },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#c9dff0' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f3f0e8', 'fill-outline-color': '#a9bccb' } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#8a94a6', 'line-width': 1.2, 'line-dasharray': [3, 2] } },
    ],
  };
}

let style: Promise<{ body: Buffer; gzipped: Buffer }> | undefined;

/**
 * Answers GET /basemap/style.json (mounted by the local gateway before the site); resolves false for any
 * other path. Built on the first request, then kept for the life of the stack.
 */
export async function serveLocalBasemap(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<boolean> {
  if (pathname !== LOCAL_BASEMAP_STYLE_PATH) return false;
  style ??= buildLocalBasemapStyle().then((built) => {
    const body = Buffer.from(JSON.stringify(built));
    return { body, gzipped: gzipSync(body) };
  });
  const { body, gzipped } = await style;
  // Gzipped like every text answer of the gateway (about 90 KB instead of 330).
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const sent = gzip ? gzipped : body;
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'public, max-age=3600',
    vary: 'accept-encoding',
    'content-length': sent.length,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : sent);
  return true;
}

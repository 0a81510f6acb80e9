import { describe, expect, it } from 'vitest';
import { buildLocalBasemapStyle, clipLines, clipPolygons, LOCAL_BASEMAP_BOUNDS } from '../../infra/local/basemap.js';

describe('the local basemap (infra/local/basemap.ts)', () => {
  it('clips polygons to the region: a square across the edge keeps its inside part, one outside is dropped', () => {
    const bounds: [number, number, number, number] = [0, 0, 10, 10];
    const across = [[[-5, -5], [5, -5], [5, 5], [-5, 5], [-5, -5]]];
    const outside = [[[20, 20], [30, 20], [30, 30], [20, 20]]];
    const [clipped, ...rest] = clipPolygons([across, outside], bounds);
    expect(rest).toEqual([]);
    const ring = clipped![0]!;
    expect(ring[0]).toEqual(ring.at(-1));
    for (const [x, y] of ring) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(ring.map((p) => p.join(',')))).toEqual(new Set(['0,0', '5,0', '5,5', '0,5']));
  });

  it('cuts lines where they leave the region, and rounds to about 100 m without repeating points', () => {
    const lines = clipLines([[[-5, 1], [5, 1], [15, 1], [15, 5], [5, 5.00001], [5.00002, 5.00002]]], [0, 0, 10, 10]);
    expect(lines).toEqual([[[0, 1], [5, 1], [10, 1]], [[10, 5], [5, 5]]]);
  });

  it('is a MapLibre style of Natural Earth land and borders around Quebec, small, attributed, with no text layer (no glyphs offline)', async () => {
    const style = await buildLocalBasemapStyle();
    expect(style.version).toBe(8);
    expect(style.layers.map((layer) => layer.type)).toEqual(['background', 'fill', 'line']);
    expect(style).not.toHaveProperty('glyphs');
    expect(style.sources.land.attribution).toMatch(/Natural Earth/);
    const size = JSON.stringify(style).length;
    expect(size).toBeLessThan(600_000);
    const [west, south, east, north] = LOCAL_BASEMAP_BOUNDS;
    const points = style.sources.land.data.geometry.coordinates.flat(2);
    expect(points.length).toBeGreaterThan(1000);
    expect(points.filter(([lng = NaN, lat = NaN]) => !(lng >= west && lng <= east && lat >= south && lat <= north))).toEqual([]);
    // The Canada – United States border is drawn.
    expect(style.sources.borders.data.geometry.coordinates.length).toBeGreaterThan(0);
  }, 20_000); // Reading and clipping the Natural Earth files: about 1 s alone, several beside the integration stack.
});

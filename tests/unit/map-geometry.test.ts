import { describe, expect, it } from 'vitest';
import { MAX_COVER_CELLS, boxAround, cellBox, cellsOfBox, clusterPoints, countCells, coverBox, geohash, inBox, normalizePostalCode, project, type Box } from '../../shared/properties/geo.js';
import { geoCountDeltas, isMapped, propertyGeoItem } from '../../shared/properties/geo-keys.js';
import type { Property } from '../../shared/properties/schema.js';
import { seededRandom } from '../support/seeded-random.js';

describe('postal codes', () => {
  it.each([
    ['h2t1s6', 'H2T 1S6'],
    [' H2T-1S6 ', 'H2T 1S6'],
    ['g1r 4p5', 'G1R 4P5'],
  ])('normalizes %s', (input, expected) => expect(normalizePostalCode(input)).toBe(expected));
  it.each(['H2T 1S', 'D2T 1S6', 'H2T 1SO', '12345', 'W1A 1A1'])('refuses %s', (input) => expect(normalizePostalCode(input)).toBeNull());
});

describe('geohash', () => {
  it('encodes known positions', () => {
    expect(geohash(57.64911, 10.40744, 11)).toBe('u4pruydqqvj');
    expect(geohash(45.5017, -73.5673, 6)).toBe('f25dvg');
  });

  it('decodes a cell into the box that holds its positions, and a finer cell is a prefix', () => {
    const random = seededRandom('geohash');
    for (let i = 0; i < 200; i++) {
      const lat = 45 + random() * 15, lng = -79 + random() * 22;
      const hash = geohash(lat, lng);
      expect(inBox({ lat, lng }, cellBox(hash))).toBe(true);
      for (let p = 1; p < hash.length; p++) expect(geohash(lat, lng, p)).toBe(hash.slice(0, p));
    }
  });
});

describe('covering a box', () => {
  const random = seededRandom('cover');
  const boxes: Box[] = Array.from({ length: 300 }, () => {
    const span = 10 ** (-3 + random() * 4.5); // from about 100 m to the whole province
    const south = 45 + random() * 10, west = -79 + random() * 15;
    return { south, west, north: Math.min(89, south + span), east: west + span * (1 + random()) };
  });

  it('uses at most MAX_COVER_CELLS cells, at the finest precision that fits', () => {
    for (const box of boxes) {
      const { precision, cells } = coverBox(box);
      expect(cells.length).toBeLessThanOrEqual(MAX_COVER_CELLS);
      expect(cells.length).toBe(countCells(box, precision));
      expect(new Set(cells).size).toBe(cells.length);
      if (precision < 9) expect(countCells(box, precision + 1)).toBeGreaterThan(MAX_COVER_CELLS);
    }
  });

  it('covers every position inside the box, edges included', () => {
    for (const box of boxes.slice(0, 60)) {
      const { precision, cells } = coverBox(box);
      const covered = new Set(cells);
      const corners = [
        { lat: box.south, lng: box.west }, { lat: box.north, lng: box.east },
        { lat: box.south, lng: box.east }, { lat: box.north, lng: box.west },
        { lat: (box.south + box.north) / 2, lng: (box.west + box.east) / 2 },
      ];
      for (const p of corners) expect(covered.has(geohash(p.lat, p.lng, precision))).toBe(true);
    }
  });

  it('lists the cells row by row from the south-west', () => {
    const cells = cellsOfBox({ south: 45.49, west: -73.6, north: 45.52, east: -73.55 }, 5);
    expect(cellBox(cells[0]!).south).toBeLessThanOrEqual(45.49);
    expect(cellBox(cells[0]!).west).toBeLessThanOrEqual(-73.6);
  });
});

describe('clustering on screen', () => {
  const montreal = [
    { id: 'a', lat: 45.5017, lng: -73.5673 },
    { id: 'b', lat: 45.5019, lng: -73.5675 },
    { id: 'c', lat: 45.5088, lng: -73.554 },
  ];
  const quebec = { id: 'q', lat: 46.8139, lng: -71.208 };

  it('groups what is close at a low zoom, keeps the points’ order, and places the group at its first point', () => {
    const clusters = clusterPoints([...montreal, quebec], 8);
    expect(clusters.map((c) => c.items.map((p) => p.id))).toEqual([['a', 'b', 'c'], ['q']]);
    expect(clusters[0]!.position).toEqual({ lat: 45.5017, lng: -73.5673 });
  });

  it('never leaves two markers closer than the gap on both axes', () => {
    const random = seededRandom('markers');
    const points = Array.from({ length: 300 }, () => ({ lat: 45.45 + random() * 0.1, lng: -73.65 + random() * 0.15 }));
    for (const zoom of [11, 13, 15]) {
      const anchors = clusterPoints(points, zoom).map((c) => project(c.position, zoom));
      for (const [i, a] of anchors.entries()) {
        for (const b of anchors.slice(i + 1)) expect(Math.abs(a.x - b.x) >= 88 || Math.abs(a.y - b.y) >= 48).toBe(true);
      }
    }
  });

  it('separates them once zoomed in', () => {
    expect(clusterPoints(montreal, 16).map((c) => c.items.length)).toEqual([2, 1]);
    expect(clusterPoints(montreal, 21).map((c) => c.items.length)).toEqual([1, 1, 1]);
  });

  it('gives the box to zoom to', () => {
    expect(boxAround(montreal)).toEqual({ south: 45.5017, north: 45.5088, west: -73.5675, east: -73.554 });
    expect(boxAround([])).toBeNull();
  });
});

describe('the area index of a property write', () => {
  const base = {
    id: 'p1', title: 'Condo', price: 1, location: 'Montréal', propertyType: 'condo', status: 'disponible', transactionType: 'sale', priceHistory: [], photosUrls: [], bedrooms: 1, bathrooms: 1,
    createdAt: '2026-01-01T00:00:00.000Z', isActive: true, isFeatured: false, viewsCount: 0, description: '', latitude: 45.5017, longitude: -73.5673,
  } satisfies Property;

  it('maps only active listings with a position', () => {
    expect(isMapped(base)).toBe(true);
    expect(isMapped({ ...base, isActive: false })).toBe(false);
    expect(isMapped({ ...base, latitude: undefined, longitude: undefined })).toBe(false);
    expect(propertyGeoItem({ ...base, isActive: false }, 'x')).toBeNull();
    expect(propertyGeoItem(base, 'condo montreal')).toMatchObject({ cell: 'f2', geohash: geohash(45.5017, -73.5673), searchText: 'condo montreal', price: 1 });
  });

  it('counts a new listing in one cell per counted precision, and takes it out again', () => {
    const added = geoCountDeltas(null, base);
    expect(added.map((d) => d.cell)).toEqual(['f', 'f2', 'f25', 'f25d', 'f25dv', 'f25dvg']);
    expect(added.every((d) => d.count === 1 && d.latE6 === 45_501_700 && d.lngE6 === -73_567_300)).toBe(true);
    expect(geoCountDeltas(base, null).every((d) => d.count === -1)).toBe(true);
    expect(geoCountDeltas(base, { ...base, isActive: false }).every((d) => d.count === -1)).toBe(true);
  });

  it('moves nothing for an edit that keeps it in place, and only the cells it leaves and enters when it moves', () => {
    expect(geoCountDeltas(base, { ...base, price: 2 })).toEqual([]);
    const moved = geoCountDeltas(base, { ...base, latitude: 46.8139, longitude: -71.208 });
    expect(moved.filter((d) => d.count === -1).map((d) => d.cell)).toEqual(['f25', 'f25d', 'f25dv', 'f25dvg']);
    expect(moved.filter((d) => d.count === 1).map((d) => d.cell)).toEqual(['f2m', 'f2m6', 'f2m67', 'f2m67d']);
    // Still in 'f' and 'f2': their counts stay, only their position sums move.
    expect(moved.filter((d) => d.count === 0).map((d) => d.cell)).toEqual(['f', 'f2']);
  });
});

import { describe, expect, it } from 'vitest';
import type { MapListing } from '../../shared/properties/api.js';
import { cityOf, mapAreas } from '../../web/src/features/map-search/lib/areas.js';
import { cardPlacement, listingIdsOf, markerGroups, shortPrice, spreadOut } from '../../web/src/features/map-search/lib/markers.js';

const listing = (id: string, latitude: number, longitude: number, price = 500_000): MapListing => ({
  id,
  title: `Propriété ${id}`,
  price,
  location: 'Plateau-Mont-Royal, Montréal',
  propertyType: 'condo',
  transactionType: 'sale',
  status: 'disponible',
  bedrooms: 2,
  bathrooms: 1,
  createdAt: '2026-05-01T00:00:00.000Z',
  description: '',
  isFeatured: false,
  latitude,
  longitude,
});

// Newest first, as the area API answers: Plateau, Mile End (1.5 km away), Old Québec (230 km away).
const plateau = listing('a', 45.5225, -73.581);
const mileEnd = listing('b', 45.5235, -73.5995);
const oldQuebec = listing('c', 46.8123, -71.2064);

describe('markers of an area answer', () => {
  it('at a street zoom every listing is its own marker, in the list order', () => {
    const groups = markerGroups({ kind: 'listings', listings: [plateau, mileEnd, oldQuebec] }, 14);
    expect(groups.map((g) => [g.kind, g.id])).toEqual([['listing', 'a'], ['listing', 'b'], ['listing', 'c']]);
  });

  it('at a province zoom, listings too close to tell apart are one group with their count, placed among the markers by its first listing', () => {
    const groups = markerGroups({ kind: 'listings', listings: [plateau, oldQuebec, mileEnd] }, 6);
    expect(groups.map((g) => g.kind)).toEqual(['group', 'listing']);
    const [montreal, quebec] = groups;
    expect(listingIdsOf(montreal!)).toEqual(['a', 'b']);
    expect(montreal!.kind === 'group' && montreal!.box).toEqual({ south: 45.5225, north: 45.5235, west: -73.5995, east: -73.581 });
    expect(quebec!.id).toBe('c');
  });

  it('at the closest zoom, listings at one address stay separate buttons', () => {
    const twin = listing('d', plateau.latitude, plateau.longitude);
    expect(markerGroups({ kind: 'listings', listings: [plateau, twin] }, 18).map((g) => g.id)).toEqual(['a', 'd']);
    expect(markerGroups({ kind: 'listings', listings: [plateau, twin] }, 17).map((g) => g.kind)).toEqual(['group']);
    expect(spreadOut({ south: 1, north: 1, west: 2, east: 2 })).toBe(false);
  });

  it('a crowded area (counted cells) is drawn as sectors with their counts and boxes', () => {
    const box = { south: 45, west: -74, north: 46, east: -73 };
    const groups = markerGroups({ kind: 'clusters', total: 1234, clusters: [{ latitude: 45.5, longitude: -73.6, count: 1234, box }] }, 5);
    expect(groups).toEqual([{ kind: 'sector', id: 'sector:45,-74', position: { lat: 45.5, lng: -73.6 }, count: 1234, box }]);
    expect(listingIdsOf(groups[0]!)).toEqual([]);
  });

  it('no listing, no marker', () => {
    expect(markerGroups({ kind: 'listings', listings: [] }, 10)).toEqual([]);
  });
});

describe("a selected marker's card stays inside the map", () => {
  const size = { width: 800, height: 600 };
  it('opens above the marker, or below it near the top; slides sideways near an edge', () => {
    expect(cardPlacement(400, 400, size)).toEqual({ below: false, shiftX: 0 });
    expect(cardPlacement(400, 100, size)).toEqual({ below: true, shiftX: 0 });
    expect(cardPlacement(40, 400, size)).toEqual({ below: false, shiftX: 96 });
    expect(cardPlacement(780, 400, size)).toEqual({ below: false, shiftX: -116 });
  });

  it('in a map too short for either, the side with more room', () => {
    expect(cardPlacement(400, 200, { width: 800, height: 300 })).toEqual({ below: false, shiftX: 0 });
    expect(cardPlacement(400, 100, { width: 800, height: 300 })).toEqual({ below: true, shiftX: 0 });
  });
});

describe("a marker's short price", () => {
  it('in thousands or millions, French style, with no-break spaces', () => {
    expect(shortPrice(649_000)).toBe('649\u00a0k$');
    expect(shortPrice(1_385_000)).toBe('1,4\u00a0M$');
    expect(shortPrice(3_000_000)).toBe('3\u00a0M$');
    expect(shortPrice(12_500_000)).toBe('13\u00a0M$');
    expect(shortPrice(999_600)).toBe('1\u00a0000\u00a0k$');
    expect(shortPrice(750)).toBe('750\u00a0$');
  });
});

describe("the map page's index of cities", () => {
  it("takes a location's city (its last part)", () => {
    expect(cityOf('Griffintown, Montréal')).toBe('Montréal');
    expect(cityOf('Domaine du Géant, Mont-Tremblant')).toBe('Mont-Tremblant');
    expect(cityOf('Lévis')).toBe('Lévis');
  });

  it('counts the listings per city, the largest first, then alphabetically; spellings without accents count as one', () => {
    const areas = mapAreas([
      { location: 'Griffintown, Montréal' },
      { location: 'Vieux-Québec, Québec' },
      { location: 'Westmount, Montreal' },
      { location: 'Chomedey, Laval' },
      { location: 'Sillery, Québec' },
      { location: 'Plateau-Mont-Royal, Montréal' },
      { location: 'Aylmer, Gatineau' },
    ]);
    expect(areas).toEqual([
      { city: 'Montréal', count: 3 },
      { city: 'Québec', count: 2 },
      { city: 'Gatineau', count: 1 },
      { city: 'Laval', count: 1 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { cameraBox, roundCamera, sameCamera, unproject, type MapCamera } from '../../web/src/components/map/camera.js';
import { areaFilters, DEFAULT_CAMERA, hasView, parseMapSearch, serializeMapSearch } from '../../web/src/features/map-search/lib/map-search-url.js';
import { parseListingFilters } from '../../web/src/lib/listing-filters.js';
import { listingFilterParams, mapSearchHref } from '../../web/src/lib/listing-search-links.js';
import { project } from '../../shared/properties/geo.js';

const montreal: MapCamera = { center: { lat: 45.50169, lng: -73.56725 }, zoom: 12.5 };

describe("/carte's URL: the view and the filters", () => {
  it('round-trips a view and every filter, filters first (as the list writes them), then lat, lng, zoom', () => {
    const search = { filters: { q: 'Plateau', type: 'condo' as const, budget: '500000-750000' as const, bedrooms: 2, bathrooms: 1 }, camera: montreal };
    const params = serializeMapSearch(search);
    expect(params.toString()).toBe('q=Plateau&type=condo&budget=500000-750000&bedrooms=2&bathrooms=1&lat=45.50169&lng=-73.56725&zoom=12.5');
    expect(parseMapSearch(params)).toEqual(search);
  });

  it('rounds what the map reports: 5 decimals for the centre (about a metre), 2 for the zoom', () => {
    const params = serializeMapSearch({ filters: {}, camera: { center: { lat: 45.501694321, lng: -73.567254999 }, zoom: 12.345678 } });
    expect(params.toString()).toBe('lat=45.50169&lng=-73.56725&zoom=12.35');
  });

  it('opens the default view when the view is missing, partial or out of range, and keeps the filters', () => {
    for (const query of ['', 'lat=45.5&lng=-73.5', 'lat=91&lng=-73.5&zoom=10', 'lat=45.5&lng=-73.5&zoom=40', 'lat=abc&lng=-73.5&zoom=10', 'lat=&lng=-73.5&zoom=10']) {
      const parsed = parseMapSearch(new URLSearchParams(`${query}&type=condo`));
      expect(parsed.camera, query).toBeUndefined();
      expect(parsed.filters.type).toBe('condo');
    }
    expect(DEFAULT_CAMERA.zoom).toBeGreaterThan(4);
    expect(hasView(new URLSearchParams('lat=1&lng=2&zoom=3'))).toBe(true);
    expect(hasView(new URLSearchParams('lat=1&lng=2'))).toBe(false);
  });

  it('ignores unknown filter values (an old or hand-edited link) instead of sending a 400', () => {
    expect(parseMapSearch(new URLSearchParams('type=castle&budget=free&bedrooms=12&bathrooms=x&q=%20%20')).filters).toEqual({
      q: undefined,
      type: undefined,
      budget: undefined,
      bedrooms: undefined,
      bathrooms: undefined,
    });
  });

  it("takes a location (from the hero or the list) as the map's text search; a text search wins over it", () => {
    expect(parseMapSearch(new URLSearchParams('location=Montréal&type=condo')).filters).toMatchObject({ q: 'Montréal', type: 'condo' });
    expect(parseMapSearch(new URLSearchParams('location=Montréal&q=loft')).filters.q).toBe('loft');
    expect(serializeMapSearch(parseMapSearch(new URLSearchParams('location=Laval'))).toString()).toBe('q=Laval');
  });

  it('asks the area API with the price bounds of the budget, never the location', () => {
    expect(areaFilters({ q: 'Laval', budget: '500000-750000', bedrooms: 3 })).toEqual({ q: 'Laval', bedrooms: 3, minPrice: 500_000, maxPrice: 750_000 });
  });

  it('carries the transaction and a monthly rent budget to the area API, the list order only to the list', () => {
    const { filters } = parseMapSearch(new URLSearchParams('transaction=rent&budget=loyer-1500-2000&sort=price-asc'));
    expect(filters).toMatchObject({ transaction: 'rent', budget: 'loyer-1500-2000', sort: 'price-asc' });
    expect(areaFilters(filters)).toEqual({ transaction: 'rent', minPrice: 1_500, maxPrice: 2_000 });
    // A sale's budget on a rentals' link is ignored rather than sent as a rent.
    expect(parseMapSearch(new URLSearchParams('transaction=rent&budget=300000-500000')).filters.budget).toBeUndefined();
    expect(mapSearchHref(filters)).toBe('/carte?transaction=rent&budget=loyer-1500-2000&sort=price-asc');
  });
});

describe('links to the map and the list share one set of parameters', () => {
  it('the list → map toggle and the hero keep the filters (the map opens on its default view)', () => {
    const filters = parseListingFilters(new URLSearchParams('location=Québec&type=maison&budget=750000-1000000&view=list'));
    expect(mapSearchHref(filters)).toBe('/carte?location=Qu%C3%A9bec&type=maison&budget=750000-1000000');
    expect(parseMapSearch(new URL(mapSearchHref(filters), 'https://x.test').searchParams)).toEqual({ filters: { q: 'Québec', type: 'maison', budget: '750000-1000000', bedrooms: undefined, bathrooms: undefined }, camera: undefined });
    expect(mapSearchHref({})).toBe('/carte');
    expect(listingFilterParams({ q: 'loft', bedrooms: 2 }).toString()).toBe('q=loft&bedrooms=2');
  });
});

describe('the camera (what the map shows, computed before the map loads)', () => {
  it('unproject is the inverse of project', () => {
    for (const point of [{ lat: 45.5, lng: -73.57 }, { lat: -33.9, lng: 151.2 }, { lat: 0, lng: 0 }]) {
      const back = unproject(project(point, 11), 11);
      expect(back.lat).toBeCloseTo(point.lat, 9);
      expect(back.lng).toBeCloseTo(point.lng, 9);
    }
  });

  it('the box of a 1024 × 512 map at zoom 10 spans 2 × 1 tiles of 512 px: 0.703 125° of longitude', () => {
    const box = cameraBox({ ...montreal, zoom: 10 }, { width: 1024, height: 512 });
    expect(box.east - box.west).toBeCloseTo(360 / 2 ** 10 * 2, 4);
    expect(box.south).toBeLessThan(montreal.center.lat);
    expect(box.north).toBeGreaterThan(montreal.center.lat);
    // North of the centre is shorter in degrees than south of it (Mercator).
    expect(box.north - montreal.center.lat).toBeLessThan(montreal.center.lat - box.south);
  });

  it('is stable to the metre (5 decimals): the same view is the same query', () => {
    const a = cameraBox(montreal, { width: 800, height: 600 });
    const b = cameraBox({ ...montreal, center: { lat: montreal.center.lat + 1e-9, lng: montreal.center.lng } }, { width: 800, height: 600 });
    expect(a).toEqual(b);
    for (const value of Object.values(a)) expect(Math.round(value * 1e5) / 1e5).toBe(value);
  });

  it('two cameras are the same within a pixel (what the URL rounds), not beyond', () => {
    expect(sameCamera(montreal, roundCamera({ ...montreal, center: { lat: montreal.center.lat + 2e-6, lng: montreal.center.lng } }))).toBe(true);
    expect(sameCamera(montreal, { ...montreal, center: { lat: montreal.center.lat + 0.01, lng: montreal.center.lng } })).toBe(false);
    expect(sameCamera(montreal, { ...montreal, zoom: 13 })).toBe(false);
  });

  it('keeps the zoom within the map\u2019s range', () => {
    expect(roundCamera({ center: { lat: 0, lng: 0 }, zoom: 25 }).zoom).toBe(18);
    expect(roundCamera({ center: { lat: 0, lng: 0 }, zoom: 1 }).zoom).toBe(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProperties } from '../../infra/local/seed/data/properties.js';
import { QUEBEC_POSTAL_AREAS, startPlacesStandIn } from '../../infra/local/places.js';
import { defaultPlacesUrl, geocodeAddress, geocodeRequest, pickPosition, signingRegion } from '../../shared/integrations/server/amazon-location.js';
import { IntegrationError } from '../../shared/integrations/server/http.js';
import { adminPositionPlan, feedPositionPlan, withPosition } from '../../shared/properties/server/position.js';
import { propertySchema, type Property } from '../../shared/properties/schema.js';

/** A Geocode result item as Places v2 answers it (docs/integrations.md, "Amazon Location Places"). */
const item = (placeType: string, [lng, lat]: [number, number], address: Record<string, unknown> = {}) => ({
  PlaceId: 'x',
  PlaceType: placeType,
  Title: 't',
  Address: { Country: { Code2: 'CA', Code3: 'CAN', Name: 'Canada' }, Region: { Code: 'QC', Name: 'Québec' }, ...address },
  Position: [lng, lat],
});

describe('Geocode request', () => {
  it('asks for the listing address in Quebec, Canada, in French, declared as stored', () => {
    expect(geocodeRequest({ location: ' Griffintown, Montréal ', postalCode: 'H3C 1K3' })).toEqual({
      QueryText: 'Griffintown, Montréal, QC H3C 1K3',
      MaxResults: 5,
      Filter: { IncludeCountries: ['CAN'] },
      Language: 'fr',
      IntendedUse: 'Storage',
    });
    expect(geocodeRequest({ location: 'Limoilou, Québec' }).QueryText).toBe('Limoilou, Québec, QC');
  });

  it('signs for the region its Places host names, else the function’s; defaults to the regional endpoint', () => {
    expect(signingRegion(new URL('https://places.geo.us-east-1.amazonaws.com/v2/geocode'))).toBe('us-east-1');
    expect(signingRegion(new URL('https://places.geo.eu-west-1.api.aws/v2/geocode'))).toBe('eu-west-1');
    expect(signingRegion(new URL('http://127.0.0.1:8007/v2/geocode'))).toBe(process.env.AWS_REGION || 'ca-central-1');
    expect(defaultPlacesUrl('ca-central-1')).toBe('https://places.geo.ca-central-1.amazonaws.com');
  });
});

describe('Geocode response → the listing position', () => {
  it('takes the first result precise enough: address, street, postal code, neighbourhood or city', () => {
    for (const type of ['PointAddress', 'InterpolatedAddress', 'Street', 'Intersection', 'PostalCode', 'District', 'SubDistrict', 'Locality']) {
      expect(pickPosition({ ResultItems: [item(type, [-73.5601, 45.4921])] }), type).toEqual({ latitude: 45.4921, longitude: -73.5601 });
    }
  });

  it('never takes a country, a region, an MRC or a point of interest matched by name; skips to a precise one after it', () => {
    for (const type of ['Country', 'Region', 'SubRegion', 'PointOfInterest']) {
      expect(pickPosition({ ResultItems: [item(type, [-71.2, 46.8])] }), type).toBeNull();
    }
    expect(pickPosition({ ResultItems: [item('Region', [-71.2, 46.8]), item('Locality', [-71.208, 46.8139])] })).toEqual({ latitude: 46.8139, longitude: -71.208 });
  });

  it('refuses a place outside Quebec or Canada, and a result without a usable position', () => {
    expect(pickPosition({ ResultItems: [item('Locality', [-75.69, 45.42], { Region: { Code: 'ON' } })] })).toBeNull();
    expect(pickPosition({ ResultItems: [item('Locality', [-73.2, 44.5], { Country: { Code2: 'US', Code3: 'USA' } })] })).toBeNull();
    expect(pickPosition({ ResultItems: [{ ...item('Locality', [0, 0]), Position: [-73.5] }] })).toBeNull();
    expect(pickPosition({ ResultItems: [{ ...item('Locality', [0, 0]), Position: undefined }] })).toBeNull();
    expect(pickPosition({ ResultItems: [item('Locality', [-273.5, 45.5])] })).toBeNull();
  });

  it('takes the postal code of an address-level match only, and refuses one in another postal area than the one sent', () => {
    expect(pickPosition({ ResultItems: [item('PointAddress', [-73.5812, 45.5262], { PostalCode: 'H2J 2L3' })] })).toEqual({ latitude: 45.5262, longitude: -73.5812, postalCode: 'H2J 2L3' });
    // A city's postal code is one of many: not the listing's.
    expect(pickPosition({ ResultItems: [item('Locality', [-73.5674, 45.5019], { PostalCode: 'H2Y 1C6' })] })).toEqual({ latitude: 45.5019, longitude: -73.5674 });
    expect(pickPosition({ ResultItems: [item('PointAddress', [-71.2, 46.8], { PostalCode: 'G1R 4P5' })] }, { postalCode: 'H2J 2L3' })).toBeNull();
    expect(pickPosition({ ResultItems: [item('PointAddress', [-73.58, 45.52], { PostalCode: 'H2J 9Z9' })] }, { postalCode: 'H2J 2L3' })).toEqual({ latitude: 45.52, longitude: -73.58, postalCode: 'H2J 9Z9' });
  });

  it('is null without results, and refuses an answer that is not Geocode’s', () => {
    expect(pickPosition({ PricingBucket: 'Core', ResultItems: [] })).toBeNull();
    expect(pickPosition({ PricingBucket: 'Core' })).toBeNull();
    expect(() => pickPosition('<html>')).toThrow(/réponse inattendue/);
  });
});

describe('the position of a saved listing', () => {
  const base = propertySchema.parse({
    id: 'p1', title: 'Condo', price: 500_000, location: 'Griffintown, Montréal', postalCode: 'H3C 1K3', latitude: 45.4921, longitude: -73.5601,
    propertyType: 'condo', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  });
  const moved = (changes: Partial<Property>) => propertySchema.parse({ ...base, ...changes });

  it('admin create: the admin’s coordinates are kept, else the address is geocoded', () => {
    expect(adminPositionPlan(null, base, { latitude: 45.49, longitude: -73.56 })).toBe('keep');
    expect(adminPositionPlan(null, base, {})).toBe('geocode');
  });

  it('admin update: a moved or cleared pin is kept; a new address is geocoded, even with the old coordinates sent back', () => {
    expect(adminPositionPlan(base, moved({ location: 'Vieux-Québec, Québec' }), { latitude: 46.81, longitude: -71.2 })).toBe('keep');
    expect(adminPositionPlan(base, base, { latitude: null, longitude: null })).toBe('keep');
    expect(adminPositionPlan(base, moved({ location: 'Vieux-Québec, Québec' }), { latitude: 45.4921, longitude: -73.5601 })).toBe('geocode');
    expect(adminPositionPlan(base, moved({ postalCode: 'H3J 1A1' }), {})).toBe('geocode');
    expect(adminPositionPlan(base, moved({ price: 1 }), { latitude: 45.4921, longitude: -73.5601 })).toBe('keep');
    // A listing non localisée is not tried again while its address stays the same.
    const { latitude: _a, longitude: _b, ...unplaced } = base;
    expect(adminPositionPlan(unplaced, unplaced, { latitude: null, longitude: null })).toBe('keep');
  });

  it('import: the feed’s coordinates, else a new listing or a new address is geocoded, never an unchanged one', () => {
    const { latitude: _a, longitude: _b, ...noPosition } = base;
    expect(feedPositionPlan(null, { location: 'x', latitude: 45.5, longitude: -73.5 })).toBe('feed');
    expect(feedPositionPlan(null, { location: 'x' })).toBe('geocode');
    expect(feedPositionPlan(noPosition, { location: 'Griffintown, Montréal' })).toBe('keep');
    expect(feedPositionPlan(noPosition, { location: 'Griffintown, Montréal', postalCode: 'H3C 1K3' })).toBe('keep');
    expect(feedPositionPlan(base, { location: 'Saint-Henri, Montréal' })).toBe('geocode');
    expect(feedPositionPlan(base, { location: 'Griffintown, Montréal', postalCode: 'H3J 1A1' })).toBe('geocode');
  });

  it('places the listing where geocoding found it (filling a missing postal code), or drops the old point when nothing was found', () => {
    expect(withPosition(base, { latitude: 46.8123, longitude: -71.2064, postalCode: 'G1R 4P5' })).toMatchObject({ latitude: 46.8123, longitude: -71.2064, postalCode: 'H3C 1K3' });
    const { postalCode: _, ...noPostalCode } = base;
    expect(withPosition(noPostalCode, { latitude: 46.8123, longitude: -71.2064, postalCode: 'G1R 4P5' }).postalCode).toBe('G1R 4P5');
    const lost = withPosition(base, null);
    expect('latitude' in lost || 'longitude' in lost).toBe(false);
    expect(lost.postalCode).toBe('H3C 1K3');
  });
});

describe('the client against the Places stand-in (infra/local/places.ts)', () => {
  let places: Awaited<ReturnType<typeof startPlacesStandIn>>;
  const saved = { ...process.env };
  beforeAll(async () => {
    places = await startPlacesStandIn();
    Object.assign(process.env, { AMAZON_LOCATION_PLACES_URL: places.origin, AWS_REGION: 'ca-central-1', AWS_ACCESS_KEY_ID: 'AKIDLOCAL', AWS_SECRET_ACCESS_KEY: 'local-secret', INTEGRATION_RETRY_BASE_MS: '5' });
  });
  afterAll(async () => {
    process.env = saved;
    await places.stop();
  });
  const control = (path: string, body: unknown) => fetch(`${places.origin}/__control/${path}`, { method: 'POST', body: JSON.stringify(body) });

  it('places every demo listing at its own position, and its postal code in a known Quebec postal area near it', async () => {
    for (const p of demoProperties) {
      expect(await geocodeAddress({ location: p.location, postalCode: p.postalCode }), p.key).toEqual({ latitude: p.latitude, longitude: p.longitude });
      const area = QUEBEC_POSTAL_AREAS[p.postalCode!.slice(0, 3)];
      expect(area, `${p.key} postal area`).toBeDefined();
      // A postal area is a few kilometres across: its centre is close to the neighbourhood.
      expect(Math.hypot(area![0] - p.latitude!, area![1] - p.longitude!), `${p.key} postal area centre`).toBeLessThan(0.12);
    }
  });

  it('signs the call (SigV4, service geo-places) and declares the result stored', async () => {
    await control('reset', {});
    await geocodeAddress({ location: 'Vieux-Québec, Québec', postalCode: 'G1R 4P5' });
    const { requests } = (await (await fetch(`${places.origin}/__control/requests`)).json()) as { requests: { queryText: string; intendedUse: string; signed: boolean }[] };
    expect(requests).toEqual([{ queryText: 'Vieux-Québec, Québec, QC G1R 4P5', intendedUse: 'Storage', signed: true }]);
    const unsigned = await fetch(`${places.origin}/v2/geocode`, { method: 'POST', body: JSON.stringify({ QueryText: 'Limoilou, Québec' }) });
    expect(unsigned.status).toBe(403);
  });

  it('finds a postal area, a registered address with its postal code, and nothing for an unknown address', async () => {
    expect(await geocodeAddress({ location: '4520 rue Saint-Denis, Montréal', postalCode: 'H2J 2L3' })).toEqual({
      latitude: QUEBEC_POSTAL_AREAS.H2J![0],
      longitude: QUEBEC_POSTAL_AREAS.H2J![1],
      postalCode: 'H2J 2L3',
    });
    await control('places', { places: [{ text: '1 rue des Essais, Québec', latitude: 46.81, longitude: -71.22, postalCode: 'G1K 3E4' }] });
    expect(await geocodeAddress({ location: '1 rue des Essais, Québec' })).toEqual({ latitude: 46.81, longitude: -71.22, postalCode: 'G1K 3E4' });
    expect(await geocodeAddress({ location: '12 rue Introuvable, Nulle-Part' })).toBeNull();
  });

  it('throws an unavailable IntegrationError when the service keeps failing (the caller saves non localisée)', async () => {
    await control('behaviour', { fail: 500, match: 'Limoilou' });
    await expect(geocodeAddress({ location: 'Limoilou, Québec' })).rejects.toSatisfy((e) => e instanceof IntegrationError && e.kind === 'unavailable');
    expect(await geocodeAddress({ location: 'Sillery, Québec' })).not.toBeNull();
    await control('behaviour', { fail: 500, times: 1 });
    // One failure is retried within the call.
    expect(await geocodeAddress({ location: 'Limoilou, Québec' })).not.toBeNull();
    await control('reset', {});
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUEBEC_POSTAL_AREAS } from '../../infra/local/places.js';
import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoProperties } from '../../infra/local/seed/data/properties.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { FAKE_LISTINGS_AGENT_ID, FAKE_LISTINGS_API_KEY } from '../fakes/realhub-listings.js';
import { adminToken, api, stack, useStackTable } from './helpers.js';

/**
 * Coordinates for every listing (issue 27, item 1), end to end: admin-api and the listing import (on
 * integrations-api) geocode through the Amazon Location Places fake (tests/fakes/amazon-location.ts), signed
 * with the functions' credentials. Read back through the admin API, as the back office shows it.
 */
let token: string;
let sync: typeof import('../../shared/properties/server/sync-repository.js');

const places = () => stack().fakes.AMAZON_LOCATION_PLACES_URL!;
const feed = () => stack().fakes.REALHUB_LISTINGS_API_URL!;
async function control(origin: string, path: string, body: unknown = {}) {
  const res = await fetch(`${origin}/__control/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
}
type GeocodeRequest = { queryText: string; intendedUse: string; signed: boolean };
const geocodeRequests = async () => ((await (await fetch(`${places()}/__control/requests`)).json()) as { requests: GeocodeRequest[] }).requests;

const demo = (location: string) => {
  const p = demoProperties.find((d) => d.location === location)!;
  return { latitude: p.latitude!, longitude: p.longitude! };
};
const [agentId] = demoAgents.filter((a) => a.isActive).map((a) => demoId('agent', a.key)) as [string];
const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) => api(path, { ...init, token });

const created = new Set<string>();
async function create(extra: Record<string, unknown>) {
  const res = await asAdmin('/api/admin/properties', {
    method: 'POST',
    json: { title: 'Propriété à placer', price: 450_000, location: 'Limoilou, Québec', propertyType: 'condo', bedrooms: 2, bathrooms: 1, agents: [{ agentId, isPrimary: true }], ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  created.add(res.body.id);
  return res.body;
}
/** What the admin form sends back on save: every field, the stored coordinates included. */
const formEdit = (property: Record<string, unknown>, changes: Record<string, unknown>) =>
  asAdmin(`/api/admin/properties/${property.id}`, {
    method: 'PATCH',
    json: { location: property.location, postalCode: property.postalCode ?? null, latitude: property.latitude ?? null, longitude: property.longitude ?? null, expectedUpdatedAt: property.updatedAt, ...changes },
  });
const position = (p: { latitude?: number; longitude?: number }) => ({ latitude: p.latitude, longitude: p.longitude });
const unplaced = { latitude: undefined, longitude: undefined };

beforeAll(async () => {
  useStackTable();
  token = await adminToken();
  sync = await import('../../shared/properties/server/sync-repository.js');
});
beforeEach(() => control(places(), 'reset'));
afterAll(async () => {
  await control(places(), 'reset');
  await control(feed(), 'reset');
  await api('/api/admin/integrations/realhubListings', { method: 'DELETE', token });
  await Promise.all([...created].map((id) => asAdmin(`/api/admin/properties/${id}`, { method: 'DELETE' })));
});

describe('demo data', () => {
  it('seeds every demo listing with its postal code and its position', async () => {
    for (const p of demoProperties.filter((d) => d.isActive).slice(0, 5)) {
      const page = await api(`/api/properties/${demoId('property', p.key)}`);
      expect(page.status, p.key).toBe(200);
      expect(page.body, p.key).toMatchObject({ postalCode: p.postalCode, latitude: p.latitude, longitude: p.longitude });
    }
    const all = await Promise.all(demoProperties.map((p) => asAdmin(`/api/admin/properties/${demoId('property', p.key)}`)));
    expect(all.filter((r) => !(r.body.postalCode && typeof r.body.latitude === 'number' && typeof r.body.longitude === 'number')).map((r) => r.body.id)).toEqual([]);
  });
});

describe('admin saves', () => {
  it('geocodes a new listing without coordinates, with a signed Places call declared as stored', async () => {
    const property = await create({ location: 'Vieux-Québec, Québec', postalCode: 'G1R 4P5' });
    expect(position(property)).toEqual(demo('Vieux-Québec, Québec'));
    expect((await asAdmin(`/api/admin/properties/${property.id}`)).body).toMatchObject({ postalCode: 'G1R 4P5', ...demo('Vieux-Québec, Québec') });
    expect(await geocodeRequests()).toEqual([{ queryText: 'Vieux-Québec, Québec, QC G1R 4P5', intendedUse: 'Storage', signed: true }]);
  });

  it('keeps the coordinates the admin sends, without calling Places', async () => {
    const property = await create({ location: 'Limoilou, Québec', latitude: 46.8301, longitude: -71.2199 });
    expect(position(property)).toEqual({ latitude: 46.8301, longitude: -71.2199 });
    expect(await geocodeRequests()).toEqual([]);
    // A pin moved later is kept too, even with the address changed in the same save.
    const moved = await formEdit(property, { location: 'Sillery, Québec', latitude: 46.7791, longitude: -71.2466 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(position(moved.body)).toEqual({ latitude: 46.7791, longitude: -71.2466 });
    expect(await geocodeRequests()).toEqual([]);
  });

  it('geocodes again when the address changes (the form sending the old point back), and not when something else does', async () => {
    const property = await create({ location: 'Griffintown, Montréal' });
    expect(position(property)).toEqual(demo('Griffintown, Montréal'));
    const moved = await formEdit(property, { location: 'Saint-Henri, Montréal' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(position(moved.body)).toEqual(demo('Saint-Henri, Montréal'));
    const priced = await formEdit(moved.body, { price: 475_000 });
    expect(priced.status).toBe(200);
    expect(position(priced.body)).toEqual(demo('Saint-Henri, Montréal'));
    expect((await geocodeRequests()).map((r) => r.queryText)).toEqual(['Griffintown, Montréal, QC', 'Saint-Henri, Montréal, QC']);
  });

  it('drops the old point when the new address cannot be placed (never a now-wrong point)', async () => {
    const property = await create({ location: 'Outremont, Montréal' });
    expect(position(property)).toEqual(demo('Outremont, Montréal'));
    const lost = await formEdit(property, { location: `${randomUUID().slice(0, 4)} rue Introuvable, Nulle-Part` });
    expect(lost.status, JSON.stringify(lost.body)).toBe(200);
    expect(position(lost.body)).toEqual(unplaced);
  });

  it('saves an address it cannot place « non localisée »: no coordinates, and none on the public page', async () => {
    const property = await create({ location: '12 rue Introuvable, Nulle-Part', isActive: true });
    expect(position(property)).toEqual(unplaced);
    const page = await api(`/api/properties/${property.id}`);
    expect(page.status).toBe(200);
    expect(position(page.body)).toEqual(unplaced);
  });

  it('saves the listing « non localisée » when Places keeps failing, and places it once it answers', async () => {
    await control(places(), 'behaviour', { fail: 500, match: 'Sillery' });
    const property = await create({ location: 'Sillery, Québec' });
    expect(position(property)).toEqual(unplaced);
    // Tried, and tried again within the call, before giving up.
    expect((await geocodeRequests()).length).toBe(2);
    await control(places(), 'behaviour', {});
    const placed = await formEdit(property, { location: 'Sillery, Québec', postalCode: 'G1S 1G5' });
    expect(placed.status).toBe(200);
    expect(position(placed.body)).toEqual(demo('Sillery, Québec'));
  });
});

describe('listing import', () => {
  const prefix = `G${randomUUID().slice(0, 6).toUpperCase()}`;
  const mls = (n: number) => `${prefix}-${n}`;
  const listing = (n: number, fields: Record<string, unknown>) => ({
    mls_number: mls(n),
    title: `Propriété du flux ${n}`,
    price: 400_000 + n,
    city: 'Québec',
    property_type: 'condo',
    bedrooms: 2,
    bathrooms: 1,
    status: 'active',
    photos: [],
    ...fields,
  });
  const runSync = async () => {
    const res = await asAdmin('/api/admin/integrations/realhubListings/sync', { method: 'POST' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.summary as { inserted: number; updated: number; unchanged: number };
  };
  async function imported(n: number) {
    const owner = (await sync.propertySyncRepository.owners(sync.MLS_SCOPE, [mls(n)])).get(mls(n))!;
    created.add(owner);
    return (await asAdmin(`/api/admin/properties/${owner}`)).body;
  }

  beforeAll(async () => {
    await control(feed(), 'reset');
    const saved = await api('/api/admin/integrations/realhubListings/test-and-save', { method: 'PUT', token, json: { values: { apiKey: FAKE_LISTINGS_API_KEY, agentId: FAKE_LISTINGS_AGENT_ID } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('keeps the feed’s coordinates and postal code, geocodes a listing without coordinates, once', async () => {
    const feedListings = [
      listing(1, { address: '10 rue du Flux', postal_code: 'g1v3v8', latitude: 46.7781, longitude: -71.2745 }),
      listing(2, { address: '1200 avenue Roland-Beaudin', postal_code: 'G1V 3V8' }),
      listing(3, { address: '7 rue Introuvable', city: 'Nulle-Part' }),
    ];
    await control(feed(), 'feed', { listings: feedListings, pageSize: 10 });
    expect(await runSync()).toMatchObject({ inserted: 3 });

    expect(await imported(1)).toMatchObject({ postalCode: 'G1V 3V8', latitude: 46.7781, longitude: -71.2745 });
    const [lat, lng] = QUEBEC_POSTAL_AREAS.G1V!;
    expect(await imported(2)).toMatchObject({ postalCode: 'G1V 3V8', latitude: lat, longitude: lng });
    expect(position(await imported(3))).toEqual(unplaced);
    // Imported listings are on the map (the import keeps the area index too).
    const area = await api('/api/properties/area?south=46.77&west=-71.29&north=46.79&east=-71.26');
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    expect(area.body.listings.map((l: { id: string }) => l.id)).toEqual(expect.arrayContaining([(await imported(1)).id, (await imported(2)).id]));
    // The feed's position is not asked of Places.
    expect((await geocodeRequests()).map((r) => r.queryText)).toEqual(['1200 avenue Roland-Beaudin, Québec, QC G1V 3V8', '7 rue Introuvable, Nulle-Part, QC']);

    // The next run changes nothing and asks nothing, the listing non localisée included.
    await control(places(), 'reset');
    expect(await runSync()).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
    expect(await geocodeRequests()).toEqual([]);

    // A new address is geocoded; the old address's postal code goes with it.
    await control(feed(), 'feed', { listings: [feedListings[0], listing(2, { address: 'Vieux-Port' }), feedListings[2]], pageSize: 10 });
    expect(await runSync()).toMatchObject({ updated: 1, unchanged: 2 });
    const moved = await imported(2);
    expect(position(moved)).toEqual(demo('Vieux-Port, Québec'));
    expect(moved.postalCode).toBeUndefined();
    expect((await geocodeRequests()).map((r) => r.queryText)).toEqual(['Vieux-Port, Québec, QC']);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { AREA_BOX_INVALID, AREA_LISTING_LIMIT } from '../../shared/properties/api.js';
import { cellBox, coverBox, geohash, type Box } from '../../shared/properties/geo.js';
import type { Property } from '../../shared/properties/schema.js';
import { adminToken, api, useStackTable } from './helpers.js';

/**
 * GET /api/properties/area against the local stack: exactly the active listings inside the box with the
 * filters (at the edges of the geohash cells too), following every write; counted clusters past the limit.
 * Everything here sits on the Îles-de-la-Madeleine and in Nunavik, where no demo listing is.
 */
let token: string;
beforeAll(async () => {
  useStackTable();
  token = await adminToken();
});
const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) => api(path, { ...init, token });
const agentId = demoId('agent', demoAgents.find((a) => a.isActive)!.key);
const marker = `madelinot${randomUUID().slice(0, 6)}`;

const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.map((id) => asAdmin(`/api/admin/properties/${id}`, { method: 'DELETE' })));
});

async function listing(name: string, latitude: number, longitude: number, extra: Record<string, unknown> = {}) {
  const res = await asAdmin('/api/admin/properties', {
    method: 'POST',
    json: { title: `${name} ${marker}`, price: 400_000, location: 'Cap-aux-Meules, Les Îles-de-la-Madeleine', propertyType: 'maison', bedrooms: 3, bathrooms: 1, latitude, longitude, agents: [{ agentId, isPrimary: true }], ...extra },
  });
  expect(res.status).toBe(201);
  created.push(res.body.id);
  return res.body as Property;
}

const BOX = { south: 47.4, west: -61.86, north: 47.46, east: -61.78 };
const area = async (box: typeof BOX, filters = '') => {
  const res = await api(`/api/properties/area?south=${box.south}&west=${box.west}&north=${box.north}&east=${box.east}${filters}`);
  expect(res.status).toBe(200);
  return res.body;
};
const titles = async (filters = '') => {
  const body = await area(BOX, filters);
  expect(body.kind).toBe('listings');
  return (body.listings as { title: string }[]).map((l) => l.title.replace(` ${marker}`, ''));
};

describe('GET /api/properties/area', () => {
  it('answers exactly the active listings inside the box, newest first, to the edges of the cells', async () => {
    // The box's edges cut through its covering cells: the listings on either side of an edge share a cell.
    expect(coverBox(BOX).cells.length).toBeGreaterThan(1);
    await listing('Sud-ouest pile sur le bord', 47.4, -61.86, { propertyType: 'condo', price: 250_000, bedrooms: 1 });
    await listing('Juste au sud', 47.39999, -61.85);
    await listing('Centre', 47.43, -61.82, { price: 650_000, bedrooms: 4, bathrooms: 2.5 });
    await listing('Juste à l’est', 47.44, -61.77999);
    await listing('Nord-est pile sur le bord', 47.46, -61.78, { propertyType: 'chalet', price: 520_000 });
    await listing('Sans position', 47.43, -61.82, { latitude: undefined, longitude: undefined });
    expect(await titles()).toEqual(['Nord-est pile sur le bord', 'Centre', 'Sud-ouest pile sur le bord']);
  });

  it('applies the filters of the list: type, budget, bedrooms, bathrooms, text', async () => {
    expect(await titles('&type=condo,chalet')).toEqual(['Nord-est pile sur le bord', 'Sud-ouest pile sur le bord']);
    expect(await titles('&minPrice=300000&maxPrice=600000')).toEqual(['Nord-est pile sur le bord']);
    expect(await titles('&bedrooms=3&bathrooms=2')).toEqual(['Centre']);
    expect(await titles(`&q=${encodeURIComponent('CENTRE')}`)).toEqual(['Centre']);
  });

  it('follows every write: moved, deactivated, reactivated, deleted', async () => {
    const moving = await listing('Déménage', 47.45, -61.8);
    expect(await titles()).toContain('Déménage');
    await asAdmin(`/api/admin/properties/${moving.id}`, { method: 'PATCH', json: { latitude: 47.5, longitude: -61.7 } });
    expect(await titles()).not.toContain('Déménage');
    await asAdmin(`/api/admin/properties/${moving.id}`, { method: 'PATCH', json: { latitude: 47.41, longitude: -61.81, isActive: false } });
    expect(await titles()).not.toContain('Déménage');
    await asAdmin(`/api/admin/properties/${moving.id}`, { method: 'PATCH', json: { isActive: true, price: 333_000 } });
    const listed = (await area(BOX)).listings.find((l: { id: string }) => l.id === moving.id);
    expect(listed).toMatchObject({ price: 333_000, latitude: 47.41, longitude: -61.81 });
    await asAdmin(`/api/admin/properties/${moving.id}`, { method: 'PATCH', json: { latitude: null, longitude: null } });
    expect(await titles()).not.toContain('Déménage');
    await asAdmin(`/api/admin/properties/${moving.id}`, { method: 'PATCH', json: { latitude: 47.41, longitude: -61.81 } });
    await asAdmin(`/api/admin/properties/${moving.id}`, { method: 'DELETE' });
    expect(await titles()).not.toContain('Déménage');
  });

  it('answers counted clusters, at the listings’ centroid, when the view holds more than the limit', async () => {
    const { db } = await import('../../shared/db/service.js');
    const { geoCountDeltas, propertyGeoItem } = await import('../../shared/properties/geo-keys.js');
    // The area index as AREA_LISTING_LIMIT + 1 property writes around Kuujjuaq leave it (mapWrites, summed per
    // cell to write it in a few requests): the property items themselves are not read by the area query.
    const listings = Array.from({ length: AREA_LISTING_LIMIT + 1 }, (_, i) => ({
      id: `nunavik-${marker}-${i}`, title: `Nunavik ${i}`, price: 200_000 + i, location: 'Kuujjuaq', propertyType: 'maison', status: 'disponible',
      photosUrls: [], transactionType: 'sale', priceHistory: [], bedrooms: 2, bathrooms: 1, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), isActive: true, isFeatured: false,
      viewsCount: 0, description: '', latitude: 58.1 + (i % 10) * 0.003, longitude: -68.4 + Math.floor(i / 10) * 0.003,
    }) satisfies Property);
    const index = async (moves: [Property | null, Property | null][]) => {
      const cells = new Map<string, { count: number; latE6: number; lngE6: number }>();
      for (const [before, after] of moves) {
        for (const d of geoCountDeltas(before, after)) {
          const c = cells.get(d.cell) ?? { count: 0, latE6: 0, lngE6: 0 };
          cells.set(d.cell, { count: c.count + d.count, latE6: c.latE6 + d.latE6, lngE6: c.lngE6 + d.lngE6 });
        }
      }
      const puts = moves.flatMap(([, after]) => (after ? [propertyGeoItem(after, 'nunavik')!] : []));
      const deletes = moves.flatMap(([before, after]) => (before && !after ? [propertyGeoItem(before, 'nunavik')!] : []));
      if (puts.length) await db.entities.propertyGeo.put(puts).go();
      if (deletes.length) await db.entities.propertyGeo.delete(deletes).go();
      await Promise.all([...cells].map(([cell, d]) => db.entities.geoCell.update({ cell }).add(d).go()));
    };
    const near = { south: 58.0, west: -68.5, north: 58.2, east: -68.3 };
    await index(listings.map((p) => [null, p]));
    try {
      const body = await area(near);
      expect(body.kind).toBe('clusters');
      expect(body.total).toBe(AREA_LISTING_LIMIT + 1);
      // One cluster per covering cell that holds listings, with their count and their mean position.
      const precision = Math.min(coverBox(near).precision, 6);
      const expected = new Map<string, Property[]>();
      for (const p of listings) {
        const cell = geohash(p.latitude, p.longitude, precision);
        expected.set(cell, [...(expected.get(cell) ?? []), p]);
      }
      expect(body.clusters).toHaveLength(expected.size);
      expect(expected.size).toBeGreaterThan(1);
      for (const cluster of body.clusters as { latitude: number; longitude: number; count: number; box: Box }[]) {
        const group = expected.get(geohash(cluster.latitude, cluster.longitude, precision))!;
        expect(cluster.count).toBe(group.length);
        expect(cluster.latitude).toBeCloseTo(group.reduce((s, p) => s + p.latitude!, 0) / group.length, 5);
        expect(cluster.longitude).toBeCloseTo(group.reduce((s, p) => s + p.longitude!, 0) / group.length, 5);
        expect(cluster.box).toEqual(cellBox(geohash(cluster.latitude, cluster.longitude, precision)));
      }
      // One listing gone: the view is under the limit again, and lists them all.
      await index([[listings[0]!, null]]);
      const under = await area(near);
      expect(under.kind).toBe('listings');
      expect(under.listings).toHaveLength(AREA_LISTING_LIMIT);
    } finally {
      await index(listings.slice(1).map((p) => [p, null]));
    }
    expect(await area(near)).toEqual({ kind: 'listings', listings: [] });
  });

  it.each([
    ['south above north', 'south=47.5&west=-61.9&north=47.4&east=-61.7', AREA_BOX_INVALID],
    ['a missing edge', 'south=47.4&west=-61.9&north=47.5', "L'est doit être un nombre."],
    ['a latitude out of range', 'south=-91&west=-61.9&north=47.5&east=-61.7', 'Le sud doit être entre -90 et 90.'],
    ['an unknown parameter', 'south=47.4&west=-61.9&north=47.5&east=-61.7&zoom=12', 'Paramètre inconnu : zoom.'],
  ])('answers 400 for %s', async (_label, query, message) => {
    const res = await api(`/api/properties/area?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });
});

import { describe, expect, it } from 'vitest';
import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoProperties } from '../../infra/local/seed/data/properties.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { foldForSearch } from '../../shared/text.js';
import { typeLabel } from '../../shared/properties/labels.js';
import { api } from './helpers.js';

// The list searches homes for sale unless asked for rentals (listing-orders.test.ts).
const active = demoProperties.filter((p) => p.isActive && p.transactionType !== 'rent');
const INTERNAL = ['searchText', 'locationKey', 'listState', 'featuredState', 'isActive', 'pk', 'sk'];

async function allPages(query: string) {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    const res = await api(`/api/properties?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.cursor;
  } while (cursor);
  return items;
}

describe('GET /api/properties', () => {
  it('pages through every active property, newest first, with public fields only', async () => {
    const items = await allPages('limit=7');
    expect(items.map((p) => p.id).sort()).toEqual(active.map((p) => demoId('property', p.key)).sort());
    const dates = items.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const key of INTERNAL) expect(items[0]).not.toHaveProperty(key);
  });

  it("finds 'Montréal' when searching 'montreal' (accent- and case-insensitive)", async () => {
    const expected = active.filter((p) => foldForSearch(`${p.title} ${p.location} ${typeLabel(p.propertyType)}`).includes('montreal'));
    const items = await allPages('q=MONTREAL&limit=48');
    expect(items.length).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(3);
  });

  it('matches the French type label in the text search', async () => {
    const items = await allPages(`q=${encodeURIComponent('maison de ville')}&limit=48`);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => p.propertyType === 'maison_de_ville' || foldForSearch(p.title + p.location).includes('maison de ville'))).toBe(true);
  });

  it('filters by type, budget range and location', async () => {
    const condos = await allPages('type=condo&minPrice=300000&maxPrice=750000&limit=48');
    const expected = active.filter((p) => p.propertyType === 'condo' && p.price >= 300_000 && p.price <= 750_000);
    expect(condos.map((p) => p.id).sort()).toEqual(expected.map((p) => demoId('property', p.key)).sort());
    const quebec = await allPages(`location=${encodeURIComponent('québec')}&limit=48`);
    expect(quebec.length).toBeGreaterThan(0);
    expect(quebec.every((p) => foldForSearch(p.location).includes('quebec'))).toBe(true);
  });

  it('fills a page even when filters skip items (count, not DynamoDB limit)', async () => {
    const res = await api('/api/properties?type=condo&limit=2');
    expect(res.body.items).toHaveLength(2);
  });

  it.each([
    ['unknown parameter', 'order=price', 'Paramètre inconnu : order.'],
    ['unknown type', 'type=chateau', 'Type de propriété inconnu.'],
    ['non-numeric price', 'minPrice=abc', 'Le prix doit être un nombre.'],
    ['inverted range', 'minPrice=900000&maxPrice=100000', 'Le prix minimum doit être inférieur au prix maximum.'],
    ['limit out of range', 'limit=0', 'limit doit être entre 1 et 48.'],
  ])('answers 400 for %s', async (_label, query, message) => {
    const res = await api(`/api/properties?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('GET /api/properties/featured', () => {
  it('returns active featured properties, newest first, at most 12', async () => {
    const res = await api('/api/properties/featured');
    const expected = active.filter((p) => p.isFeatured);
    expect(res.body.items.length).toBe(Math.min(12, expected.length));
    expect(res.body.items.every((p: any) => p.isFeatured)).toBe(true);
    const withdrawn = demoProperties.find((p) => p.isFeatured && !p.isActive);
    expect(withdrawn, 'the seed keeps an inactive-but-featured property').toBeDefined();
    expect(res.body.items.map((p: any) => p.id)).not.toContain(demoId('property', withdrawn!.key));
    const dates = res.body.items.map((p: any) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('GET /api/properties/{id}', () => {
  it('returns the property with its brokers, primary first', async () => {
    const demo = active.find((p) => p.agentKeys.length === 2)!;
    const res = await api(`/api/properties/${demoId('property', demo.key)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: demo.title, price: demo.price, walkScore: demo.walkScore, dpeEnergyClass: demo.dpeEnergyClass });
    expect(res.body.photosUrls.length).toBe(demo.photoCount);
    expect(res.body.agents.map((b: any) => b.id)).toEqual(demo.agentKeys.map((k) => demoId('agent', k)));
    expect(res.body.agents[0].isPrimary).toBe(true);
    for (const key of INTERNAL) expect(res.body).not.toHaveProperty(key);
  });

  it('answers 404 for an inactive (even featured) or unknown property', async () => {
    const inactive = demoProperties.filter((p) => !p.isActive);
    expect(inactive.some((p) => p.isFeatured)).toBe(true);
    for (const id of [...inactive.map((p) => demoId('property', p.key)), 'inexistant']) {
      const res = await api(`/api/properties/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Propriété non trouvée');
    }
  });
});

describe('GET /api/agents', () => {
  it('lists active brokers, co-presidents first, then by name', async () => {
    const res = await api('/api/agents');
    const expected = demoAgents.filter((a) => a.isActive);
    expect(res.body.items).toHaveLength(expected.length);
    const retired = demoAgents.filter((a) => !a.isActive);
    expect(retired.length, 'the seed keeps an inactive agent').toBeGreaterThan(0);
    for (const agent of retired) expect(res.body.items.map((a: any) => a.id)).not.toContain(demoId('agent', agent.key));
    const presidents = res.body.items.filter((a: any) => a.isPresident);
    expect(presidents).toHaveLength(2);
    expect(res.body.items.slice(0, 2).every((a: any) => a.isPresident)).toBe(true);
    const others = res.body.items.slice(2).map((a: any) => foldForSearch(a.name));
    expect(others).toEqual([...others].sort());
    expect(res.body.items[0]).not.toHaveProperty('listState');
  });
});

describe('visit scheduling', () => {
  it('falls back to the demo event type when none is configured', async () => {
    expect((await api('/api/visit-scheduling')).body).toEqual({ eventType: 'demo/30min' });
  });
});

describe('cursor handling', () => {
  it('refuses a forged or foreign cursor with a 400', async () => {
    for (const cursor of ['%%%', Buffer.from('{"pk":1}').toString('base64url'), Buffer.from('{"pk":"x","sk":"y","gsi1pk":"z","gsi1sk":"w"}').toString('base64url')]) {
      const res = await api(`/api/properties?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Curseur de pagination invalide.');
    }
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoId } from '../../infra/local/seed/seed.js';
import type { MapListing, Page, PropertyCard, PropertyDetail } from '../../shared/properties/api.js';
import { adminToken, api } from './helpers.js';

/**
 * The public list's orders and its two transactions (issue 28 item 5) against the local stack: newest, price up
 * and down, largest first, each from its own index; for sale by default, rentals apart; a price range as the
 * price index's key condition; and the dated price history a change leaves. Every listing here carries a marker
 * word, so the text filter keeps other tests' listings out.
 */
const marker = `ordre${randomUUID().slice(0, 8)}`;
const agentId = demoId('agent', demoAgents.find((a) => a.isActive)!.key);
let token: string;
const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) => api(path, { ...init, token });
const created: Record<string, { id: string; updatedAt: string }> = {};

async function listing(name: string, extra: Record<string, unknown>) {
  const res = await asAdmin('/api/admin/properties', {
    method: 'POST',
    json: { title: `${name} ${marker}`, location: 'Sherbrooke', propertyType: 'maison', bedrooms: 3, bathrooms: 1, agents: [{ agentId, isPrimary: true }], ...extra },
  });
  expect(res.status).toBe(201);
  created[name] = res.body;
}

const list = async (query: string) => {
  const res = await api(`/api/properties?q=${marker}&${query}`);
  expect(res.status).toBe(200);
  return res.body as Page<PropertyCard>;
};
const names = (page: Page<PropertyCard>) => page.items.map((p) => p.title.replace(` ${marker}`, ''));

beforeAll(async () => {
  token = await adminToken();
  // One after the other: each is newer than the one before.
  await listing('A', { price: 300_000, areaSqft: 1_000 });
  await listing('B', { price: 600_000, areaSqft: 2_500 });
  await listing('C', { price: 450_000 });
  await listing('D', { price: 900_000, areaSqft: 1_800 });
  await listing('Loyer haut', { price: 2_400, transactionType: 'rent', areaSqft: 1_200 });
  await listing('Loyer bas', { price: 1_900, transactionType: 'rent', areaSqft: 800 });
});
afterAll(async () => {
  await Promise.all(Object.values(created).map(({ id }) => asAdmin(`/api/admin/properties/${id}`, { method: 'DELETE' })));
});

describe('GET /api/properties: orders and transactions', () => {
  it('lists the homes for sale by default, newest first, and each order from its index', async () => {
    expect(names(await list(''))).toEqual(['D', 'C', 'B', 'A']);
    expect(names(await list('sort=price-asc'))).toEqual(['A', 'C', 'B', 'D']);
    expect(names(await list('sort=price-desc'))).toEqual(['D', 'B', 'C', 'A']);
    // Largest first; a listing without an area last.
    expect(names(await list('sort=area'))).toEqual(['B', 'D', 'A', 'C']);
  });

  it('lists the rentals apart, with their monthly rent as the price', async () => {
    const rentals = await list('transaction=rent&sort=price-asc');
    expect(names(rentals)).toEqual(['Loyer bas', 'Loyer haut']);
    expect(rentals.items.map((p) => [p.price, p.transactionType])).toEqual([[1_900, 'rent'], [2_400, 'rent']]);
    expect(names(await list('transaction=sale&sort=price-desc'))).toEqual(['D', 'B', 'C', 'A']);
  });

  it('reads a budget by price as a key range, in either direction, with the other filters', async () => {
    expect(names(await list('sort=price-asc&minPrice=400000&maxPrice=700000'))).toEqual(['C', 'B']);
    expect(names(await list('sort=price-desc&minPrice=450000'))).toEqual(['D', 'B', 'C']);
    expect(names(await list('sort=price-desc&maxPrice=450000'))).toEqual(['C', 'A']);
    expect(names(await list('sort=area&minPrice=400000'))).toEqual(['B', 'D', 'C']);
  });

  it('pages an order with its cursor, without repeating or skipping a listing', async () => {
    const first = await list('sort=price-asc&limit=3');
    expect(names(first)).toEqual(['A', 'C', 'B']);
    expect(first.cursor).toEqual(expect.any(String));
    const second = await list(`sort=price-asc&limit=3&cursor=${encodeURIComponent(first.cursor!)}`);
    expect(names(second)).toEqual(['D']);
  });

  it('refuses an unknown order or transaction in French', async () => {
    const sort = await api(`/api/properties?sort=cheapest`);
    expect(sort.status).toBe(400);
    expect(sort.body.error.message).toMatch(/^Tri inconnu/);
    const transaction = await api(`/api/properties?transaction=lease`);
    expect(transaction.status).toBe(400);
    expect(transaction.body.error.message).toBe('La transaction doit valoir sale ou rent.');
  });

  it('finds only the transaction asked on the map', async () => {
    const box = 'south=45.2&west=-72.2&north=45.6&east=-71.6';
    const res = await api(`/api/properties/area?${box}&q=${marker}&transaction=rent`);
    expect(res.status).toBe(200);
    const listings = (res.body as { listings: MapListing[] }).listings;
    expect(listings.map((l) => l.title.replace(` ${marker}`, '')).sort()).toEqual(['Loyer bas', 'Loyer haut']);
    const sales = (await api(`/api/properties/area?${box}&q=${marker}`)).body as { listings: MapListing[] };
    expect(sales.listings).toHaveLength(4);
  });
});

describe('price history', () => {
  it('keeps each dated price, says « Prix réduit » on the card after a drop, and not after a raise', async () => {
    const { id } = created.B!;
    const property = async () => (await api(`/api/properties/${id}`)).body as PropertyDetail;
    expect((await property()).priceHistory.map((p) => p.price)).toEqual([600_000]);

    const lowered = await asAdmin(`/api/admin/properties/${id}`, { method: 'PATCH', json: { price: 549_000 } });
    expect(lowered.status).toBe(200);
    const detail = await property();
    expect(detail.priceHistory.map((p) => p.price)).toEqual([600_000, 549_000]);
    expect(Date.parse(detail.priceHistory[1]!.at)).toBeGreaterThan(Date.parse(detail.priceHistory[0]!.at));
    expect(detail.priceDrop).toEqual({ from: 600_000, at: detail.priceHistory[1]!.at });
    expect((await list('')).items.find((p) => p.id === id)!.priceDrop).toEqual({ from: 600_000, at: detail.priceHistory[1]!.at });

    // Another field changes: the history stays as it was.
    expect((await asAdmin(`/api/admin/properties/${id}`, { method: 'PATCH', json: { bedrooms: 4 } })).status).toBe(200);
    expect((await property()).priceHistory).toEqual(detail.priceHistory);

    expect((await asAdmin(`/api/admin/properties/${id}`, { method: 'PATCH', json: { price: 575_000 } })).status).toBe(200);
    const raised = await property();
    expect(raised.priceHistory.map((p) => p.price)).toEqual([600_000, 549_000, 575_000]);
    expect(raised.priceDrop).toBeUndefined();
    expect((await list('')).items.find((p) => p.id === id)!.priceDrop).toBeUndefined();
    // The history is the server's: a form cannot write it.
    expect((await asAdmin(`/api/admin/properties/${id}`, { method: 'PATCH', json: { priceHistory: [] } })).status).toBe(400);
  });
});

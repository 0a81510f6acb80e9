import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoProperties, type DemoProperty } from '../../infra/local/seed/data/properties.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { hasAirConditioning, hasFinishedBasement } from '../../shared/properties/keys.js';
import { foldForSearch } from '../../shared/text.js';
import { adminToken, api, useStackTable } from './helpers.js';
import { withMentions } from '../support/agent-mentions.js';

/**
 * The listing's new filters, GET /api/search (plain French parsed on the server, then the same listing
 * service), and the site counter behind GET /api/stats, against the whole local stack with the demo data.
 */
// The list and the sentence search homes for sale unless asked for rentals.
const active = demoProperties.filter((p) => p.isActive && p.transactionType !== 'rent');
const demoIds = new Set(demoProperties.map((p) => demoId('property', p.key)));
const idsOf = (items: { id: string }[]) => items.map((p) => p.id).filter((id) => demoIds.has(id)).sort();
const expectedIds = (keep: (p: DemoProperty) => boolean) => active.filter(keep).map((p) => demoId('property', p.key)).sort();

async function allPages(path: string) {
  const items: any[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await api(`${path}${path.includes('?') ? '&' : '?'}limit=48${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.cursor;
    pages++;
  } while (cursor && pages < 20);
  return items;
}

describe('GET /api/properties: the new filters', () => {
  it.each([
    ['bedrooms=4', (p: DemoProperty) => p.bedrooms >= 4],
    ['bathrooms=2.5', (p: DemoProperty) => p.bathrooms >= 2.5],
    ['bedrooms=3&bathrooms=2', (p: DemoProperty) => p.bedrooms >= 3 && p.bathrooms >= 2],
    ['garage=true', (p: DemoProperty) => p.garageSpaces >= 1],
    ['fireplace=true', (p: DemoProperty) => p.fireplacePresent],
    ['finishedBasement=true', (p: DemoProperty) => hasFinishedBasement(p.basementType)],
    ['airConditioning=true', (p: DemoProperty) => hasAirConditioning(p.airConditioning)],
    ['type=duplex,triplex', (p: DemoProperty) => p.propertyType === 'duplex' || p.propertyType === 'triplex'],
    ['type=maison&bedrooms=4&garage=true&maxPrice=1000000', (p: DemoProperty) => p.propertyType === 'maison' && p.bedrooms >= 4 && p.garageSpaces >= 1 && p.price <= 1_000_000],
  ])('%s lists exactly the active properties that match', async (query, keep) => {
    const expected = expectedIds(keep);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(active.length);
    expect(idsOf(await allPages(`/api/properties?${query}`))).toEqual(expected);
  });

  it.each([
    ['bedrooms=deux', 'Le nombre de chambres doit être un nombre.'],
    ['bedrooms=2.5', 'Le nombre de chambres doit être un nombre entier.'],
    ['bedrooms=-1', 'Le nombre de chambres doit être entre 0 et 50.'],
    ['bathrooms=1.3', 'Le nombre de salles de bain doit être un nombre entier ou une demie.'],
    ['garage=false', 'garage ne peut valoir que true.'],
    ['type=duplex,igloo', 'Type de propriété inconnu.'],
  ])('refuses %s with a French message', async (query, message) => {
    expect(await api(`/api/properties?${query}`)).toMatchObject({ status: 400, body: { error: { message } } });
  });
});

describe('GET /api/search', () => {
  const sentence = 'condo 2 chambres à Laval moins de 600 000 $ avec garage';

  it("parses the issue's sentence on the server and lists what matches", async () => {
    const res = await api(`/api/search?q=${encodeURIComponent(sentence)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ filters: { types: ['condo'], bedrooms: 2, location: 'Laval', maxPrice: 600_000, garage: true }, unparsed: [] });
    const keep = (p: DemoProperty) =>
      p.propertyType === 'condo' && p.bedrooms >= 2 && foldForSearch(p.location).includes('laval') && p.price <= 600_000 && p.garageSpaces >= 1;
    expect(idsOf(res.body.items)).toEqual(expectedIds(keep));
    for (const item of res.body.items) expect(item).toMatchObject({ propertyType: 'condo', price: expect.any(Number) });
  });

  it('searches the rentals when the sentence says « à louer », and only them', async () => {
    const res = await api(`/api/search?q=${encodeURIComponent('maison à louer')}`);
    expect(res.body).toMatchObject({ filters: { types: ['maison'], rent: true }, unparsed: [] });
    const found = await allPages(`/api/search?q=${encodeURIComponent('maison à louer')}`);
    // Other test files may add rentals meanwhile: every answer is a rental house, and the demo's are among them.
    expect(found.every((p) => p.transactionType === 'rent' && p.propertyType === 'maison')).toBe(true);
    const demoRentals = demoProperties.filter((p) => p.isActive && p.transactionType === 'rent' && p.propertyType === 'maison');
    expect(demoRentals.length).toBeGreaterThan(0);
    expect(idsOf(found)).toEqual(expect.arrayContaining(demoRentals.map((p) => demoId('property', p.key))));
  });

  it('reports what it did not understand and does not filter on it', async () => {
    const res = await api(`/api/search?q=${encodeURIComponent('maison à Québec avec piscine')}`);
    expect(res.body).toMatchObject({ filters: { types: ['maison'], location: 'Québec' }, unparsed: ['piscine'] });
    const keep = (p: DemoProperty) => p.propertyType === 'maison' && foldForSearch(p.location).includes('quebec');
    expect(idsOf(await allPages(`/api/search?q=${encodeURIComponent('maison à Québec avec piscine')}`))).toEqual(expectedIds(keep));
  });

  it('drops the removed chips: fewer filters, more results', async () => {
    const q = encodeURIComponent('maison 4 chambres avec garage sous 1 M$');
    const all = await allPages(`/api/search?q=${q}`);
    const broader = await allPages(`/api/search?q=${q}&omit=budget,garage`);
    const res = await api(`/api/search?q=${q}&omit=budget,garage`);
    expect(res.body.filters).toEqual({ types: ['maison'], bedrooms: 4 });
    expect(idsOf(broader)).toEqual(expectedIds((p) => p.propertyType === 'maison' && p.bedrooms >= 4));
    expect(broader.length).toBeGreaterThan(all.length);
    expect(idsOf(all)).toEqual(expectedIds((p) => p.propertyType === 'maison' && p.bedrooms >= 4 && p.garageSpaces >= 1 && p.price <= 1_000_000));
  });

  it.each([
    ['', 'Écrivez ce que vous cherchez.'],
    ['?q=', 'Écrivez ce que vous cherchez.'],
    [`?q=${'a'.repeat(301)}`, 'La recherche est trop longue (300 caractères au plus).'],
    ['?q=condo&omit=garage,piscine', 'Filtre inconnu : piscine.'],
    ['?q=condo&type=condo', 'Paramètre inconnu : type.'],
    ['?q=condo&limit=100', 'limit doit être entre 1 et 48.'],
  ])('refuses %s with a French 400', async (query, message) => {
    expect(await api(`/api/search${query}`)).toMatchObject({ status: 400, body: { error: { message } } });
  });
});

describe('GET /api/stats: the site counter', () => {
  let token: string;
  const created: string[] = [];
  beforeAll(async () => {
    token = await adminToken();
  });
  afterAll(async () => {
    await Promise.all(created.map((id) => api(`/api/admin/properties/${id}`, { method: 'DELETE', token })));
  });
  const stats = async () => {
    const res = await api('/api/stats');
    expect(res.status).toBe(200);
    return res.body as { activeProperties: number; activeAgents: number };
  };
  const primary = demoId('agent', demoAgents.find((a) => a.isActive)!.key);

  it('equals what the listings show, without reading them', async () => {
    const [figures, sales, rentals, agents] = await Promise.all([stats(), allPages('/api/properties'), allPages('/api/properties?transaction=rent'), api('/api/agents')]);
    expect(figures).toEqual({ activeProperties: sales.length + rentals.length, activeAgents: agents.body.items.length });
    expect(figures.activeProperties).toBeGreaterThanOrEqual(active.length);
  });

  it('moves when an admin creates, deactivates, reactivates and deletes a property; an inactive one does not count', async () => {
    const before = await stats();
    const add = (extra: Record<string, unknown> = {}) =>
      api('/api/admin/properties', {
        method: 'POST',
        token,
        json: { title: `Compteur ${randomUUID().slice(0, 6)}`, price: 400_000, location: 'Laval', propertyType: 'condo', agents: [{ agentId: primary, isPrimary: true }], ...extra },
      });
    const property = (await add()).body;
    created.push(property.id);
    expect(await stats()).toEqual({ ...before, activeProperties: before.activeProperties + 1 });

    const hidden = (await add({ isActive: false })).body;
    created.push(hidden.id);
    expect((await stats()).activeProperties).toBe(before.activeProperties + 1);

    const off = await api(`/api/admin/properties/${property.id}`, { method: 'PATCH', token, json: { isActive: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await stats()).activeProperties).toBe(before.activeProperties);

    // An edit that leaves it inactive moves nothing; reactivating counts it again.
    await api(`/api/admin/properties/${property.id}`, { method: 'PATCH', token, json: { price: 410_000 } });
    expect((await stats()).activeProperties).toBe(before.activeProperties);
    await api(`/api/admin/properties/${property.id}`, { method: 'PATCH', token, json: { isActive: true } });
    expect((await stats()).activeProperties).toBe(before.activeProperties + 1);

    expect((await api(`/api/admin/properties/${property.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await api(`/api/admin/properties/${hidden.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect(await stats()).toEqual(before);
  });

  it("moves by what the seed's overwrites change, and a table without the counter gets it counted once", async () => {
    useStackTable();
    const { propertyRepository } = await import('../../shared/properties/server/repository.js');
    const { propertySchema } = await import('../../shared/properties/schema.js');
    const { statsRepository } = await import('../../shared/stats/server/repository.js');
    const { db } = await import('../../shared/db/service.js');
    const before = await stats();

    // Written over and over as the seed does: only a change of state moves the count.
    const property = propertySchema.parse({ id: randomUUID(), title: 'Réécrit', price: 300_000, location: 'Lévis', propertyType: 'condo', createdAt: new Date().toISOString() });
    created.push(property.id);
    await propertyRepository.saveWithAgents(property, [primary]);
    await propertyRepository.saveWithAgents({ ...property, price: 310_000 }, [primary]);
    expect((await stats()).activeProperties).toBe(before.activeProperties + 1);
    await propertyRepository.saveWithAgents({ ...property, isActive: false }, [primary]);
    expect((await stats()).activeProperties).toBe(before.activeProperties);
    await propertyRepository.remove(property.id);
    expect(await stats()).toEqual(before);

    // A table filled before the counter existed: it reads as zero until the seed counts the listing indexes once.
    await db.entities.siteCounter.delete({ counter: 'public' }).go();
    expect(await stats()).toEqual({ activeProperties: 0, activeAgents: 0 });
    await statsRepository.ensureCounter();
    expect(await stats()).toEqual(before);
    await statsRepository.ensureCounter();
    expect(await stats()).toEqual(before);
  });

  it('moves when an admin adds, deactivates and deletes a broker', async () => {
    const before = await stats();
    const added = await api('/api/admin/agents', { method: 'POST', token, json: { name: 'Compteur Courtier', email: `compteur.${randomUUID().slice(0, 6)}@example.com`, ...withMentions('Compteur Courtier') } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(await stats()).toEqual({ ...before, activeAgents: before.activeAgents + 1 });
    await api(`/api/admin/agents/${added.body.id}`, { method: 'PATCH', token, json: { isActive: false } });
    expect((await stats()).activeAgents).toBe(before.activeAgents);
    expect((await api(`/api/admin/agents/${added.body.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect(await stats()).toEqual(before);
  });
});

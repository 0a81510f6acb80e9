import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { adminToken, api } from './helpers.js';

/**
 * The back office's properties API against the whole local stack: what an admin writes reaches the public
 * pages through the indexes, every write leaves an audit entry, and a body cannot set what the server owns.
 */
let token: string;
beforeAll(async () => {
  token = await adminToken();
});
const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) => api(path, { ...init, token });

const [firstAgent, secondAgent] = demoAgents.filter((a) => a.isActive).map((a) => demoId('agent', a.key)) as [string, string];
/** A word no demo property has, so the public search finds only what this file creates. */
const marker = `zephyrin${randomUUID().slice(0, 6)}`;

// The stack is shared by every integration file: what this file creates, it deletes.
const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.map((id) => asAdmin(`/api/admin/properties/${id}`, { method: 'DELETE' })));
});

const body = (extra: Record<string, unknown> = {}) => ({
  title: `Cottage ${marker} à Charlesbourg`,
  price: 465_000,
  location: 'Charlesbourg, Québec',
  propertyType: 'maison',
  bedrooms: 3,
  bathrooms: 2,
  mlsNumber: 'MLS-28371',
  photosUrls: ['/media/properties/demo/1.webp', 'https://images.example.com/cottage-2.jpg'],
  agents: [{ agentId: firstAgent, isPrimary: true }],
  ...extra,
});

async function create(extra: Record<string, unknown> = {}) {
  const res = await asAdmin('/api/admin/properties', { method: 'POST', json: body(extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  created.push(res.body.id);
  return res.body;
}

async function adminPages(query: string) {
  const items: any[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await asAdmin(`/api/admin/properties?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.cursor;
    pages++;
  } while (cursor && pages < 100);
  return { items, pages };
}
const ids = (items: { id: string }[]) => items.map((p) => p.id);
const publicSearch = async () => ids((await api(`/api/properties?q=${marker}&limit=48`)).body.items);
const featuredIds = async () => ids((await api('/api/properties/featured')).body.items);

describe('GET /api/admin/properties', () => {
  it('pages featured first then newest, active only unless includeInactive=true (inactive ones after)', async () => {
    const older = await create({ title: `Plus ancienne ${marker}` });
    const middle = await create({ title: `Au milieu ${marker}` });
    const newer = await create({ title: `Plus récente ${marker}` });
    const hidden = await create({ title: `Inactive ${marker}`, isActive: false, isFeatured: true });
    await asAdmin(`/api/admin/properties/${older.id}`, { method: 'PATCH', json: { isFeatured: true } });

    const active = await adminPages('limit=5');
    expect(active.pages).toBeGreaterThan(1);
    expect(new Set(ids(active.items)).size).toBe(active.items.length);
    // The whole list obeys the order (other files may add properties meanwhile; the rule holds for all).
    const rank = (p: { isFeatured: boolean; createdAt: string }) => `${p.isFeatured ? 1 : 0}#${p.createdAt}`;
    expect(active.items.map(rank)).toEqual(active.items.map(rank).sort().reverse());
    expect(active.items.every((p) => p.isActive)).toBe(true);
    const mine = ids(active.items).filter((id) => [older.id, middle.id, newer.id, hidden.id].includes(id));
    expect(mine).toEqual([older.id, newer.id, middle.id]);

    const all = await adminPages('limit=7&includeInactive=true');
    expect(ids(all.items)).toContain(hidden.id);
    const firstInactive = all.items.findIndex((p) => !p.isActive);
    expect(all.items.slice(firstInactive).every((p) => !p.isActive)).toBe(true);
    expect(ids((await adminPages('includeInactive=false')).items)).not.toContain(hidden.id);

    // List items: the card, its flags and state, the version for the featured toggle; no index keys.
    const item = active.items.find((p) => p.id === older.id);
    expect(item).toMatchObject({ isActive: true, isFeatured: true, status: 'disponible', viewsCount: 0, mlsNumber: 'MLS-28371', imageUrl: '/media/properties/demo/1.webp' });
    expect(item.updatedAt).toEqual(expect.any(String));
    for (const key of ['listState', 'activeRank', 'featuredRank', 'searchText', 'locationKey', 'pk', 'sk', 'gsi2pk']) expect(item).not.toHaveProperty(key);
  });

  it('refuses unknown parameters, bad limits and foreign cursors with 400', async () => {
    expect(await asAdmin('/api/admin/properties?sort=price')).toMatchObject({ status: 400, body: { error: { message: 'Paramètre inconnu : sort.' } } });
    expect((await asAdmin('/api/admin/properties?includeInactive=oui')).status).toBe(400);
    expect((await asAdmin('/api/admin/properties?limit=500')).status).toBe(400);
    expect((await asAdmin('/api/admin/properties?cursor=not-a-cursor')).status).toBe(400);
  });
});

describe('POST /api/admin/properties', () => {
  it('creates a property the public pages show while active, with its brokers, primary first', async () => {
    const property = await create({ agents: [{ agentId: secondAgent, isPrimary: false }, { agentId: firstAgent, isPrimary: true }] });
    expect(property).toMatchObject({ viewsCount: 0, isActive: true, isFeatured: false, status: 'disponible', description: '', imageUrl: '/media/properties/demo/1.webp' });
    expect(property.createdAt).toBe(property.updatedAt);
    expect(property.agents.map((a: { id: string; agentId: string; isPrimary: boolean }) => [a.id, a.agentId, a.isPrimary])).toEqual([
      [firstAgent, firstAgent, true],
      [secondAgent, secondAgent, false],
    ]);
    expect(property.agents[0]).toMatchObject({ name: expect.any(String), email: expect.any(String) });

    expect(await asAdmin(`/api/admin/properties/${property.id}`)).toMatchObject({ status: 200, body: { id: property.id, mlsNumber: 'MLS-28371', agents: [{ agentId: firstAgent }, { agentId: secondAgent }] } });
    expect(await api(`/api/properties/${property.id}`)).toMatchObject({ status: 200, body: { id: property.id, agents: [{ id: firstAgent, isPrimary: true }, { id: secondAgent }] } });
    expect(await publicSearch()).toContain(property.id);
  });

  it('stores the facts the admin states (build year, parking, features, amenities), shows them publicly, and a null clears them (issue 26)', async () => {
    const facts = { yearBuilt: 1948, parkingSpaces: 2, features: ['Foyer au bois', 'Grand terrain boisé'], amenities: ['Chauffage', 'Climatisation'] };
    const property = await create(facts);
    expect(property).toMatchObject(facts);
    expect((await api(`/api/properties/${property.id}`)).body).toMatchObject(facts);

    const cleared = await asAdmin(`/api/admin/properties/${property.id}`, { method: 'PATCH', json: { yearBuilt: null, parkingSpaces: null, features: null, amenities: null } });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const shown = (await api(`/api/properties/${property.id}`)).body;
    for (const fact of Object.keys(facts)) expect(shown).not.toHaveProperty(fact);

    // A fact that is not one: refused in French, nothing stored.
    const before = await publicSearch();
    const refused = await asAdmin('/api/admin/properties', { method: 'POST', json: body({ amenities: ['Piscine'] }) });
    expect(refused).toMatchObject({ status: 400, body: { error: { message: 'Commodité inconnue.' } } });
    expect(await publicSearch()).toEqual(before);
  });

  it('keeps an inactive property off the public pages but shows it to the admin', async () => {
    const property = await create({ isActive: false });
    expect((await api(`/api/properties/${property.id}`)).status).toBe(404);
    expect(await publicSearch()).not.toContain(property.id);
    expect(await asAdmin(`/api/admin/properties/${property.id}`)).toMatchObject({ status: 200, body: { isActive: false } });
  });

  it.each([
    ['no broker', { agents: [] }, 'Choisissez au moins un courtier.'],
    ['no primary broker', { agents: [{ agentId: firstAgent, isPrimary: false }] }, 'Désignez un courtier principal.'],
    ['two primary brokers', { agents: [{ agentId: firstAgent, isPrimary: true }, { agentId: secondAgent, isPrimary: true }] }, 'Un seul courtier peut être le courtier principal.'],
    ['a broker twice', { agents: [{ agentId: firstAgent, isPrimary: true }, { agentId: firstAgent }] }, 'Un courtier ne peut être lié deux fois à la même propriété.'],
    ['an unknown broker', { agents: [{ agentId: 'courtier-fantome', isPrimary: true }] }, 'Courtier introuvable : courtier-fantome.'],
    ['no title', { title: '  ' }, 'Le titre est obligatoire.'],
    ['a photo with another scheme', { photosUrls: ['javascript:alert(1)'] }, 'Chaque photo doit être un fichier /media/… ou une adresse https://….'],
    ['a photo over http', { photosUrls: ['http://images.example.com/a.jpg'] }, 'Chaque photo doit être un fichier /media/… ou une adresse https://….'],
    ['61 photos', { photosUrls: Array.from({ length: 61 }, (_, i) => `/media/p/${i}.webp`) }, '60 photos au plus.'],
    ['a title of 201 characters', { title: 'x'.repeat(201) }, 'Le titre est trop long (200 caractères au plus).'],
  ])('refuses %s with 400 and a French message', async (_case, extra, message) => {
    expect(await asAdmin('/api/admin/properties', { method: 'POST', json: body(extra) })).toMatchObject({ status: 400, body: { error: { message } } });
  });

  it('refuses every field the server owns (mass assignment): 400, nothing written', async () => {
    const before = await publicSearch();
    const owned = [
      { id: 'choisi-par-le-client' },
      { createdAt: '2020-01-01T00:00:00.000Z' },
      { updatedAt: '2020-01-01T00:00:00.000Z' },
      { viewsCount: 99_999 },
      { listState: 'active' },
      { activeRank: '1' },
      { featuredRank: '1' },
      { searchText: 'x' },
      { gsi2pk: 'x' },
      { pk: 'x' },
      { agents: [{ agentId: firstAgent, isPrimary: true, propertyId: 'une-autre-propriete' }] },
    ];
    for (const extra of owned) {
      const res = await asAdmin('/api/admin/properties', { method: 'POST', json: body(extra) });
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    expect(await publicSearch()).toEqual(before);
    expect((await asAdmin('/api/admin/properties/choisi-par-le-client')).status).toBe(404);
  });
});

describe('PATCH /api/admin/properties/{id}', () => {
  it('toggles featured onto the home page and back, and deactivation takes it off the public pages', async () => {
    const property = await create();
    const featured = await asAdmin(`/api/admin/properties/${property.id}`, { method: 'PATCH', json: { isFeatured: true, expectedUpdatedAt: property.updatedAt } });
    expect(featured).toMatchObject({ status: 200, body: { isFeatured: true, mlsNumber: 'MLS-28371' } });
    expect(await featuredIds()).toContain(property.id);

    await asAdmin(`/api/admin/properties/${property.id}`, { method: 'PATCH', json: { isActive: false } });
    expect(await featuredIds()).not.toContain(property.id);
    expect(await publicSearch()).not.toContain(property.id);
    expect((await api(`/api/properties/${property.id}`)).status).toBe(404);
    expect(ids((await adminPages('limit=100')).items)).not.toContain(property.id);

    // Reactivated and renamed: the search text follows the new title (keys re-derived from the merged property).
    await asAdmin(`/api/admin/properties/${property.id}`, { method: 'PATCH', json: { isActive: true, title: `Chalet ${marker} au lac Beauport` } });
    expect(await featuredIds()).toContain(property.id);
    expect(ids((await api(`/api/properties?q=${encodeURIComponent(`${marker} au lac beauport`)}`)).body.items)).toEqual([property.id]);
    await asAdmin(`/api/admin/properties/${property.id}`, { method: 'PATCH', json: { isFeatured: false } });
    expect(await featuredIds()).not.toContain(property.id);
  });

  it('replaces the broker links, clears optional fields with null, and moves the cover with the photos', async () => {
    const property = await create({ agents: [{ agentId: firstAgent, isPrimary: true }, { agentId: secondAgent }] });
    const res = await asAdmin(`/api/admin/properties/${property.id}`, {
      method: 'PATCH',
      json: { agents: [{ agentId: secondAgent, isPrimary: true }], mlsNumber: null, photosUrls: ['/media/properties/demo/3.webp'] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.agents.map((a: { agentId: string; isPrimary: boolean }) => [a.agentId, a.isPrimary])).toEqual([[secondAgent, true]]);
    expect(res.body).not.toHaveProperty('mlsNumber');
    expect(res.body.imageUrl).toBe('/media/properties/demo/3.webp');
    expect((await api(`/api/properties/${property.id}`)).body.agents.map((a: { id: string }) => a.id)).toEqual([secondAgent]);

    expect(await asAdmin(`/api/admin/properties/${property.id}`, { method: 'PATCH', json: { agents: [{ agentId: firstAgent }] } })).toMatchObject({
      status: 400,
      body: { error: { message: 'Désignez un courtier principal.' } },
    });
    expect(await asAdmin(`/api/admin/properties/${property.id}`, { method: 'PATCH', json: { agents: [{ agentId: 'inconnu', isPrimary: true }] } })).toMatchObject({
      status: 400,
      body: { error: { message: 'Courtier introuvable : inconnu.' } },
    });
    expect(await asAdmin(`/api/admin/properties/${property.id}`, { method: 'PATCH', json: { title: null } })).toMatchObject({ status: 400, body: { error: { message: 'Le titre est obligatoire.' } } });
  });

  it('refuses to save over a change made since the form was loaded (409) and writes nothing', async () => {
    const property = await create();
    const first = await asAdmin(`/api/admin/properties/${property.id}`, { method: 'PATCH', json: { price: 459_000, expectedUpdatedAt: property.updatedAt } });
    expect(first.status).toBe(200);
    const stale = await asAdmin(`/api/admin/properties/${property.id}`, { method: 'PATCH', json: { price: 399_000, expectedUpdatedAt: property.updatedAt } });
    expect(stale).toMatchObject({ status: 409, body: { error: { message: 'Cette propriété a été modifiée entre-temps : rechargez-la puis recommencez.' } } });
    expect((await asAdmin(`/api/admin/properties/${property.id}`)).body.price).toBe(459_000);
  });

  it('refuses fields the server owns, empty edits and unknown properties', async () => {
    const property = await create();
    for (const extra of [{ id: 'x' }, { createdAt: '2020-01-01T00:00:00.000Z' }, { updatedAt: '2020-01-01T00:00:00.000Z' }, { viewsCount: 5 }, { listState: 'inactive' }, { featuredRank: '1' }, { propertyId: 'x' }]) {
      expect((await asAdmin(`/api/admin/properties/${property.id}`, { method: 'PATCH', json: { price: 1, ...extra } })).status, JSON.stringify(extra)).toBe(400);
    }
    expect(await asAdmin(`/api/admin/properties/${property.id}`)).toMatchObject({ body: { id: property.id, price: 465_000, viewsCount: 0, createdAt: property.createdAt, updatedAt: property.updatedAt } });
    expect(await asAdmin(`/api/admin/properties/${property.id}`, { method: 'PATCH', json: { expectedUpdatedAt: property.updatedAt } })).toMatchObject({
      status: 400,
      body: { error: { message: 'Aucune modification à enregistrer.' } },
    });
    expect(await asAdmin(`/api/admin/properties/${randomUUID()}`, { method: 'PATCH', json: { isFeatured: true } })).toMatchObject({ status: 404, body: { error: { message: 'Propriété non trouvée' } } });
  });
});

describe('DELETE /api/admin/properties/{id}', () => {
  it('deletes the property and its links: public and admin 404 afterwards', async () => {
    const property = await create({ isFeatured: true });
    expect(await featuredIds()).toContain(property.id);
    expect((await asAdmin(`/api/admin/properties/${property.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`/api/properties/${property.id}`)).status).toBe(404);
    expect(await featuredIds()).not.toContain(property.id);
    expect(await asAdmin(`/api/admin/properties/${property.id}`)).toMatchObject({ status: 404, body: { error: { message: 'Propriété non trouvée' } } });
    expect((await asAdmin(`/api/admin/properties/${property.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('audit', () => {
  it('records who created, changed and deleted a property, with the changed fields', async () => {
    const property = await create();
    await asAdmin(`/api/admin/properties/${property.id}`, { method: 'PATCH', json: { isFeatured: true } });
    await asAdmin(`/api/admin/properties/${property.id}`, { method: 'DELETE' });
    const entries = (await asAdmin('/api/admin/audit?limit=100')).body.items.filter((e: { entityId: string }) => e.entityId === property.id);
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(entries.every((e: { entity: string; actorEmail: string }) => e.entity === 'property' && e.actorEmail === 'admin@courtage-quebec.ca')).toBe(true);
    expect(entries[1]).toMatchObject({ fields: ['isFeatured'], changes: { isFeatured: { from: false, to: true } } });
    expect(entries[2].fields).toEqual(expect.arrayContaining(['title', 'agents']));
  });
});

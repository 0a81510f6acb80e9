import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgents } from '../../infra/local/seed/data/agents.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { api, useStackTable } from './helpers.js';

/**
 * Partial admin updates re-derive the index keys from the merged property: the repository is called
 * directly against the stack's DynamoDB Local, and the public API shows what the indexes now say.
 */
let repo: typeof import('../../shared/properties/server/repository.js').propertyRepository;
let schema: typeof import('../../shared/properties/schema.js').propertySchema;

beforeAll(async () => {
  useStackTable();
  repo = (await import('../../shared/properties/server/repository.js')).propertyRepository;
  schema = (await import('../../shared/properties/schema.js')).propertySchema;
});

// The stack is shared by every integration file: what this file creates, it deletes.
const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.map((id) => repo.remove(id).catch(() => undefined)));
});

const agentId = demoId('agent', demoAgents.find((a) => a.isActive)!.key);
async function newProperty() {
  const property = schema.parse({
    id: randomUUID(),
    title: 'Bungalow rénové à Sainte-Foy',
    price: 524_000,
    location: 'Sainte-Foy, Québec',
    propertyType: 'maison',
    createdAt: new Date().toISOString(),
    isActive: true,
    isFeatured: false,
  });
  await repo.saveWithAgents(property, [agentId]);
  created.push(property.id);
  return property.id;
}
const featuredIds = async () => (await api('/api/properties/featured')).body.items.map((p: { id: string }) => p.id);
const searchIds = async (q: string) => (await api(`/api/properties?q=${encodeURIComponent(q)}`)).body.items.map((p: { id: string }) => p.id);

describe('propertyRepository.update', () => {
  it('moves a property in and out of the featured and listing indexes on a partial update', async () => {
    const id = await newProperty();
    expect(await featuredIds()).not.toContain(id);

    await repo.update(id, { isFeatured: true });
    expect(await featuredIds()).toContain(id);

    await repo.update(id, { isActive: false });
    expect(await featuredIds()).not.toContain(id);
    expect(await searchIds('sainte-foy')).not.toContain(id);
    expect((await api(`/api/properties/${id}`)).status).toBe(404);

    await repo.update(id, { isActive: true, title: 'Bungalow au bord du lac Saint-Augustin' });
    expect(await featuredIds()).toContain(id);
    // The search text follows the new title, though the update only named it.
    expect(await searchIds('lac saint-augustin')).toContain(id);
    expect(await searchIds('bungalow renove')).not.toContain(id);
  });

  it('refuses to save over a change made since the form was loaded (409), and writes nothing', async () => {
    const id = await newProperty();
    const loaded = await repo.update(id, { price: 510_000 });
    await repo.update(id, { isFeatured: true }, { expectedUpdatedAt: loaded.updatedAt });
    await expect(repo.update(id, { price: 480_000 }, { expectedUpdatedAt: loaded.updatedAt })).rejects.toMatchObject({ status: 409 });
    const detail = await api(`/api/properties/${id}`);
    expect(detail.body).toMatchObject({ price: 510_000, isFeatured: true });
  });

  it('validates the merged property and says when it does not exist', async () => {
    const id = await newProperty();
    await expect(repo.update(id, { price: -1 })).rejects.toMatchObject({ status: 400 });
    await expect(repo.update(randomUUID(), { isFeatured: true })).rejects.toMatchObject({ status: 404, message: 'Propriété non trouvée' });
  });

  it('deletes a property and its agent links from every index at once', async () => {
    const id = await newProperty();
    await repo.update(id, { isFeatured: true });
    await repo.remove(id);
    expect(await featuredIds()).not.toContain(id);
    expect((await api(`/api/properties/${id}`)).status).toBe(404);
    await expect(repo.remove(id)).rejects.toMatchObject({ status: 404 });
  });
});

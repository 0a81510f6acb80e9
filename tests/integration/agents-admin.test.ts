import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { withMentions } from '../support/agent-mentions.js';
import { adminToken, api, useStackTable } from './helpers.js';

/** 'Gestion des courtiers': add, edit (flags re-derive the public index), delete, with the primary-agent rule. */
const asAdmin = async (path: string, init: { method?: string; json?: unknown } = {}) => api(path, { ...init, token: await adminToken() });
const publicAgentIds = async () => (await api('/api/agents')).body.items.map((a: { id: string }) => a.id);

let properties: typeof import('../../shared/properties/server/repository.js').propertyRepository;
let propertySchema: typeof import('../../shared/properties/schema.js').propertySchema;
beforeAll(async () => {
  useStackTable();
  properties = (await import('../../shared/properties/server/repository.js')).propertyRepository;
  propertySchema = (await import('../../shared/properties/schema.js')).propertySchema;
});

async function propertyWithPrimary(agentId: string, isActive: boolean) {
  const property = propertySchema.parse({ id: randomUUID(), title: `Plex de test ${randomUUID().slice(0, 4)}`, price: 700_000, location: 'Limoilou, Québec', propertyType: 'triplex', createdAt: new Date().toISOString(), isActive });
  await properties.saveWithAgents(property, [agentId]);
  return property;
}

describe('agents in the back office', () => {
  it('adds an agent, shows it publicly while active, re-derives its listing on edits, and deletes it', async () => {
    const added = await asAdmin('/api/admin/agents', {
      method: 'POST',
      json: { name: 'Ève Lachance', email: 'eve.lachance@courtage-quebec.ca', languages: ['Français', 'Espagnol'], achievements: ['Prix Platine 2025'], ...withMentions('Ève Lachance') },
    });
    expect(added).toMatchObject({ status: 201, body: { name: 'Ève Lachance', isActive: true, isPresident: false, languages: ['Français', 'Espagnol'] } });
    const id = added.body.id as string;
    expect(await publicAgentIds()).toContain(id);

    // A partial edit keeps the other fields and moves the agent in the indexes.
    expect(await asAdmin(`/api/admin/agents/${id}`, { method: 'PATCH', json: { isPresident: true } })).toMatchObject({ status: 200, body: { isPresident: true, languages: ['Français', 'Espagnol'] } });
    expect((await api('/api/agents')).body.items.filter((a: { isPresident: boolean }) => a.isPresident).map((a: { id: string }) => a.id)).toContain(id);
    await asAdmin(`/api/admin/agents/${id}`, { method: 'PATCH', json: { isActive: false, isPresident: false } });
    expect(await publicAgentIds()).not.toContain(id);
    expect((await asAdmin('/api/admin/agents')).body.items.map((a: { id: string }) => a.id)).toContain(id);

    expect((await asAdmin(`/api/admin/agents/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asAdmin(`/api/admin/agents/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses to delete the primary agent of an active property, naming it; allows it once the property is inactive', async () => {
    const id = (await asAdmin('/api/admin/agents', { method: 'POST', json: { name: 'Yan Pelletier', email: 'yan@courtage-quebec.ca', ...withMentions('Yan Pelletier') } })).body.id as string;
    const active = await propertyWithPrimary(id, true);
    const refused = await asAdmin(`/api/admin/agents/${id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      `Impossible de supprimer ce courtier : il est le courtier principal de « ${active.title} ». Choisissez d'abord un autre courtier principal.`,
    );
    await properties.update(active.id, { isActive: false });
    expect((await asAdmin(`/api/admin/agents/${id}`, { method: 'DELETE' })).status).toBe(204);
    await properties.remove(active.id);
  });

  it("refuses an agent without name or e-mail with the spec's message, and fields an admin may not set", async () => {
    for (const json of [{ name: 'Sans courriel' }, { email: 'sans.nom@example.com' }, { name: ' ', email: 'x@example.com' }]) {
      expect(await asAdmin('/api/admin/agents', { method: 'POST', json })).toMatchObject({ status: 400, body: { error: { message: "Le nom et l'email sont obligatoires" } } });
    }
    for (const extra of [{ id: 'x' }, { createdAt: '2020-01-01' }, { listState: 'active' }]) {
      expect((await asAdmin('/api/admin/agents', { method: 'POST', json: { name: 'A', email: 'a@example.com', ...withMentions('A'), ...extra } })).status).toBe(400);
    }
    expect((await asAdmin('/api/admin/agents', { method: 'POST', json: { name: 'A', email: 'a@example.com', ...withMentions('A'), calendlyUrl: 'http://calendly.com/a' } })).status).toBe(400);
    expect(await asAdmin('/api/admin/agents/inconnu', { method: 'PATCH', json: {} })).toMatchObject({ status: 400, body: { error: { message: 'Aucune modification à enregistrer.' } } });
    expect((await asAdmin('/api/admin/agents/inconnu', { method: 'PATCH', json: { name: 'B' } })).status).toBe(404);
  });
});

describe("the OACIQ's mentions (issue 26)", () => {
  it('shows a broker only with his licence name, number and designation: the refusal names what is missing, nothing is stored', async () => {
    const before = await publicAgentIds();
    const refused = await asAdmin('/api/admin/agents', { method: 'POST', json: { name: 'Léa Sansmention', email: 'lea@courtage-quebec.ca', licenceName: 'Léa Sansmention' } });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { message: "Un courtier affiché sur le site doit porter les mentions exigées par l'OACIQ. Il manque : le numéro de permis, le titre du permis (courtier immobilier, résidentiel ou commercial)." } },
    });
    expect(await publicAgentIds()).toEqual(before);
    expect((await asAdmin('/api/admin/agents', { method: 'POST', json: { name: 'Léa', email: 'lea@courtage-quebec.ca', ...withMentions('Léa'), licenceDesignations: ['Courtier hypothécaire'] } })).body.error.message).toBe('Titre de permis inconnu.');

    // Kept off the site, a broker may be saved without them; shown, he needs them; shown, he cannot lose them.
    const draft = await asAdmin('/api/admin/agents', { method: 'POST', json: { name: 'Léa Brouillon', email: 'lea.b@courtage-quebec.ca', isActive: false } });
    expect(draft.status).toBe(201);
    const id = draft.body.id as string;
    expect((await asAdmin(`/api/admin/agents/${id}`, { method: 'PATCH', json: { isActive: true } })).status).toBe(400);
    expect(await asAdmin(`/api/admin/agents/${id}`, { method: 'PATCH', json: { isActive: true, ...withMentions('Léa Brouillon') } })).toMatchObject({ status: 200, body: { licenceNumber: 'T1234' } });
    const shown = (await api(`/api/agents/${id}`)).body;
    expect(shown).toMatchObject({ licenceName: 'Léa Brouillon', licenceNumber: 'T1234', licenceDesignations: ['Courtier immobilier résidentiel'] });
    expect((await asAdmin(`/api/admin/agents/${id}`, { method: 'PATCH', json: { licenceDesignations: [] } })).status).toBe(400);
    await asAdmin(`/api/admin/agents/${id}`, { method: 'DELETE' });
  });
});

describe('GET /api/admin/agents paging', () => {
  it('reads every agent by name, a page at a time', async () => {
    const first = await asAdmin('/api/admin/agents?limit=3');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(3);
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await asAdmin(`/api/admin/agents?limit=100&cursor=${encodeURIComponent(first.body.cursor)}`);
    const names = [...first.body.items, ...second.body.items].map((a: { name: string }) => a.name);
    expect(names.length).toBeGreaterThan(3);
    expect(new Set(names).size).toBe(names.length);
    expect((await asAdmin('/api/admin/agents?limit=0')).status).toBe(400);
    expect((await asAdmin('/api/admin/agents?cursor=pas-un-curseur')).status).toBe(400);
  });
});

describe('agent and testimonial photos', () => {
  it('accept only our media files or https addresses, and an empty address removes the portrait', async () => {
    for (const imageUrl of ['javascript:alert(1)', 'http://exemple.com/a.jpg', '/media/../secret', 'data:image/png;base64,AAAA']) {
      expect((await asAdmin('/api/admin/agents', { method: 'POST', json: { name: 'Photo', email: 'photo@example.com', ...withMentions('Photo'), imageUrl } })).status, imageUrl).toBe(400);
      expect((await asAdmin('/api/admin/testimonials', { method: 'POST', json: { name: 'Photo', text: 'Merci', imageUrl } })).status, imageUrl).toBe(400);
    }
    const imageUrl = '/media/photos/3f1c2a9e-0b7d-4c1e-9a55-5d2f7c1e4b21/960.webp';
    const agent = await asAdmin('/api/admin/agents', { method: 'POST', json: { name: 'Photo Test', email: 'photo@example.com', ...withMentions('Photo Test'), imageUrl } });
    expect(agent).toMatchObject({ status: 201, body: { imageUrl } });
    const cleared = await asAdmin(`/api/admin/agents/${agent.body.id}`, { method: 'PATCH', json: { imageUrl: '' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.imageUrl).toBeUndefined();
    const testimonial = await asAdmin('/api/admin/testimonials', { method: 'POST', json: { name: 'Photo Test', text: 'Merci', imageUrl } });
    expect(testimonial).toMatchObject({ status: 201, body: { imageUrl, active: false } });
    await asAdmin(`/api/admin/agents/${agent.body.id}`, { method: 'DELETE' });
    await asAdmin(`/api/admin/testimonials/${testimonial.body.id}`, { method: 'DELETE' });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { withMentions } from '../support/agent-mentions.js';
import { adminToken, api } from './helpers.js';

const asAdmin = async (path: string, init: Parameters<typeof api>[1] = {}) => api(path, { ...init, token: await adminToken() });

// The stack is shared by every integration file: what this file creates, it deletes.
const created: { agents: string[]; properties: string[] } = { agents: [], properties: [] };
afterAll(async () => {
  for (const id of created.properties) await asAdmin(`/api/admin/properties/${id}`, { method: 'DELETE' });
  for (const id of created.agents) await asAdmin(`/api/admin/agents/${id}`, { method: 'DELETE' });
});

describe("GET /api/admin/compliance ('Conformité')", () => {
  it('names a broker lacking his OACIQ mentions and the listings advertised with him; completing him clears both', async () => {
    const marker = randomUUID().slice(0, 8);
    const name = `Zoé Castonguay ${marker}`;
    // A broker may be prepared without his mentions as long as he is not on the site.
    const agent = await asAdmin('/api/admin/agents', { method: 'POST', json: { name, email: `zoe-${marker}@courtage-quebec.ca`, isActive: false } });
    expect(agent.status, JSON.stringify(agent.body)).toBe(201);
    created.agents.push(agent.body.id);
    const title = `Condo ${marker} à Sillery`;
    const property = await asAdmin('/api/admin/properties', {
      method: 'POST',
      json: { title, price: 389_000, location: 'Sillery, Québec', propertyType: 'condo', bedrooms: 2, bathrooms: 1, isActive: false, agents: [{ agentId: agent.body.id, isPrimary: true }] },
    });
    expect(property.status, JSON.stringify(property.body)).toBe(201);
    created.properties.push(property.body.id);

    const report = await asAdmin('/api/admin/compliance');
    expect(report.status).toBe(200);
    expect(report.body.brokers).toContainEqual({
      id: agent.body.id,
      name,
      isActive: false,
      missing: ['le nom figurant sur le permis', 'le numéro de permis', 'le titre du permis (courtier immobilier, résidentiel ou commercial)'],
    });
    expect(report.body.listings).toContainEqual({ id: property.body.id, title, isActive: false, brokers: [name] });
    // The demo agency has its name, licence and address: nothing missing there.
    expect(report.body.agency).toEqual([]);

    expect((await asAdmin(`/api/admin/agents/${agent.body.id}`, { method: 'PATCH', json: withMentions(name) })).status).toBe(200);
    const after = (await asAdmin('/api/admin/compliance')).body as { brokers: { id: string }[]; listings: { id: string }[] };
    expect(after.brokers.map((broker) => broker.id)).not.toContain(agent.body.id);
    expect(after.listings.map((listing) => listing.id)).not.toContain(property.body.id);
  });

  it("names the agency's missing mentions, and the mailing address CASL asks in every mail", async () => {
    const seeded = (await api('/api/site-settings')).body;
    try {
      expect((await asAdmin('/api/admin/site-settings', { method: 'PATCH', json: { agencyLicenceNumber: '', street: '' } })).status).toBe(200);
      expect((await asAdmin('/api/admin/compliance')).body.agency).toEqual(["le numéro de permis de l'agence (Général)", "l'adresse postale, exigée dans chaque courriel (Site)"]);
    } finally {
      await asAdmin('/api/admin/site-settings', { method: 'PATCH', json: { agencyLicenceNumber: seeded.agencyLicenceNumber, street: seeded.street } });
    }
  });
});

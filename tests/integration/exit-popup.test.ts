import { describe, expect, it } from 'vitest';
import { adminToken, api, asVisitor, eventually, guarded } from './helpers.js';

const post = (body: object) => api('/api/leads/exit-popup', { method: 'POST', json: guarded(body), headers: asVisitor() });

describe('POST /api/leads/exit-popup', () => {
  it('stores a seller lead from the popup with the spec message, null contact fields and its LeadCreated event', async () => {
    const res = await post({ name: 'Luc Pelletier', address: '12 rue Principale, Lévis', email: '', phone: '', details: 'Jumelé rénové en 2020' });
    expect(res.status).toBe(201);
    const token = await adminToken();
    // syncedAt is written by the lead-crm-sync consumer: proof the event went through the outbox.
    const lead = await eventually(() => api(`/api/admin/leads/${res.body.id}`, { token }), (r) => r.status === 200 && Boolean(r.body.syncedAt));
    expect(lead.body).toMatchObject({
      name: 'Luc Pelletier',
      email: null,
      phone: null,
      leadType: 'vendeur',
      source: 'exit-popup-website',
      status: 'new',
      message: 'Évaluation gratuite demandée pour: 12 rue Principale, Lévis\n\nMessage: Jumelé rénové en 2020',
    });
  });

  it('keeps optional e-mail and phone when given', async () => {
    const res = await post({ name: 'Ana Silva', address: '3 av. du Parc, Montréal', email: 'ana.silva@example.com', phone: '514 555-0111' });
    const lead = await api(`/api/admin/leads/${res.body.id}`, { token: await adminToken() });
    expect(lead.body).toMatchObject({ email: 'ana.silva@example.com', phone: '514 555-0111' });
  });

  it.each([
    ['a missing address', { name: 'Luc' }, 'Veuillez remplir tous les champs obligatoires'],
    ['a blank name', { name: '  ', address: '12 rue Principale' }, 'Veuillez remplir tous les champs obligatoires'],
    ['a bad e-mail', { name: 'Luc', address: '12 rue Principale', email: 'luc@' }, 'Veuillez entrer une adresse email valide.'],
    ['a field the client may not set', { name: 'Luc', address: '12 rue Principale', source: 'autre' }, 'Champ non autorisé dans la requête.'],
  ])('answers 400 for %s and stores nothing', async (_label, body, message) => {
    const token = await adminToken();
    const before = (await api('/api/admin/leads?limit=100', { token })).body.items.length;
    const res = await post(body);
    expect(res).toMatchObject({ status: 400, body: { error: { message } } });
    expect((await api('/api/admin/leads?limit=100', { token })).body.items.length).toBe(before);
  });
});

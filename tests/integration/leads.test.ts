import { describe, expect, it } from 'vitest';
import { adminToken, api, asVisitor, createUser, eventually, guarded } from './helpers.js';

const sellerForm = {
  nom: 'Marie Tremblay',
  email: 'marie.tremblay@example.com',
  telephone: '(514) 555-0123',
  adresse: '1234 rue Saint-Denis, Montréal',
  typeProprietee: 'condo',
  delaiVente: 'rapide',
  prixEstime: '650 000 $',
  situation: 'Déménagement pour le travail',
};

describe('POST /api/leads → LeadCreated → lead-crm-sync', () => {
  it('stores the lead, relays its event and records the sync outcome on it', async () => {
    const created = await api('/api/leads', { method: 'POST', json: guarded(sellerForm), headers: asVisitor() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'new', syncStatus: 'pending' });

    const token = await adminToken();
    // The consumer writes syncedAt once it has handled the event delivered through stream → relay → bus.
    const lead = await eventually(
      () => api(`/api/admin/leads/${created.body.id}`, { token }),
      (r) => r.status === 200 && Boolean(r.body.syncedAt),
    );
    expect(lead.body).toMatchObject({
      name: 'Marie Tremblay',
      email: 'marie.tremblay@example.com',
      phone: '(514) 555-0123',
      leadType: 'vendeur',
      status: 'new',
      source: 'vendeur-form',
      budget: 650000,
      interest: 'Vente de propriété - Condo',
      syncStatus: 'pending',
      syncError: expect.stringContaining('Aucune clé CRM'),
    });
    expect(lead.body.message).toContain('Adresse: 1234 rue Saint-Denis, Montréal');
  });

  it('refuses missing required fields with the French message and stores nothing', async () => {
    const token = await adminToken();
    const before = await api('/api/admin/leads?limit=100', { token });
    const res = await api('/api/leads', { method: 'POST', json: guarded({ ...sellerForm, adresse: '   ' }), headers: asVisitor() });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Veuillez remplir tous les champs obligatoires');
    expect(res.body.error.details.fields).toHaveProperty('adresse');
    const after = await api('/api/admin/leads?limit=100', { token });
    expect(after.body.items.length).toBe(before.body.items.length);
  });

  it('refuses fields a client may not set, bad e-mails and non-JSON bodies', async () => {
    const extra = await api('/api/leads', { method: 'POST', json: guarded({ ...sellerForm, syncStatus: 'synced' }), headers: asVisitor() });
    expect(extra.status).toBe(400);
    const email = await api('/api/leads', { method: 'POST', json: guarded({ ...sellerForm, email: 'pas-un-courriel' }), headers: asVisitor() });
    expect(email.status).toBe(400);
    expect(email.body.error.message).toBe('Veuillez entrer une adresse email valide.');
    const notJson = await api('/api/leads', { method: 'POST', body: '{nope', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.message).toMatch(/JSON/);
  });

  it('refuses another content type (415) and an oversized body (413), storing nothing', async () => {
    const token = await adminToken();
    const before = await api('/api/admin/leads?limit=100', { token });
    const form = await api('/api/leads', { method: 'POST', body: new URLSearchParams(sellerForm).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect(form.body.error.message).toMatch(/JSON/);
    const huge = await api('/api/leads', { method: 'POST', json: guarded({ ...sellerForm, situation: 'x'.repeat(100_000) }), headers: asVisitor() });
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe('La requête est trop volumineuse.');
    // Past API Gateway's own 10 MB limit no function runs at all: the gateway answers 413 itself.
    const overGateway = await api('/api/leads', { method: 'POST', body: 'x'.repeat(10 * 1024 * 1024 + 1), headers: { 'content-type': 'application/json' } });
    expect(overGateway.status).toBe(413);
    const after = await api('/api/admin/leads?limit=100', { token });
    expect(after.body.items.length).toBe(before.body.items.length);
  });
});

describe('admin routes', () => {
  it('refuse anonymous callers and bad tokens', async () => {
    expect((await api('/api/admin/leads')).status).toBe(401);
    expect((await api('/api/admin/leads', { token: 'not-a-jwt' })).status).toBe(401);
  });

  it('refuse signed-in users who are not admins', async () => {
    const token = await createUser('visiteur@example.com', 'Visiteur-123!');
    const res = await api('/api/admin/leads', { token });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Accès réservé aux administrateurs.');
  });

  it('refuse a member of the admin group without an active admin profile', async () => {
    const token = await createUser('faux-admin@example.com', 'FauxAdmin-123!', ['admin']);
    expect((await api('/api/admin/leads', { token })).status).toBe(403);
  });

  it('validate paging input', async () => {
    const token = await adminToken();
    const res = await api('/api/admin/leads?limit=0', { token });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('limit doit être entre 1 et 100');
  });

  it('answer 404 for an unknown lead', async () => {
    const token = await adminToken();
    expect((await api('/api/admin/leads/inconnu', { token })).status).toBe(404);
  });
});

describe('public platform routes', () => {
  it('reports health and site settings', async () => {
    const health = await api('/api/health');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
    const settings = await api('/api/site-settings');
    expect(settings.body).toMatchObject({ maintenanceMode: false, contactEmail: expect.stringContaining('@') });
  });

  it('serves the OpenAPI description of the route table', async () => {
    const res = await api('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/api/admin/leads/{id}'].get.security).toEqual([{ cognito: [] }]);
  });

  it('answers 404 for unknown API routes', async () => {
    expect((await api('/api/nope')).status).toBe(404);
  });
});

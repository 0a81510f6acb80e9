import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, api, createUser, settled, stack } from './helpers.js';

/** The maintenance toggle and contact e-mail, written by an admin with an audit entry in the same transaction. */
const patch = async (json: unknown) => api('/api/admin/site-settings', { method: 'PATCH', json, token: await adminToken() });

afterAll(async () => {
  // The stack is shared by every integration file: leave the site as the seed made it.
  await patch({ maintenanceMode: false });
});

describe('PATCH /api/admin/site-settings', () => {
  it('switches maintenance mode on for the public site and records who did what in the audit log', async () => {
    const res = await patch({ maintenanceMode: true });
    expect(res).toMatchObject({ status: 200, body: { maintenanceMode: true } });
    expect((await api('/api/site-settings')).body.maintenanceMode).toBe(true);

    const audit = await api('/api/admin/audit?limit=5', { token: await adminToken() });
    expect(audit.status).toBe(200);
    expect(audit.body.items[0]).toMatchObject({
      action: 'update',
      entity: 'siteSettings',
      entityId: 'site',
      actorEmail: 'admin@courtage-quebec.ca',
      fields: ['maintenanceMode'],
      changes: { maintenanceMode: { from: false, to: true } },
    });
  });

  it('refuses an empty change, a bad e-mail and fields an admin may not set, storing nothing', async () => {
    const token = await adminToken();
    const before = (await api('/api/admin/audit?limit=100', { token })).body.items.length;
    expect(await patch({})).toMatchObject({ status: 400, body: { error: { message: 'Aucune modification à enregistrer.' } } });
    expect(await patch({ contactEmail: 'pas-un-courriel' })).toMatchObject({ status: 400, body: { error: { message: 'Veuillez entrer une adresse email valide.' } } });
    expect((await patch({ updatedAt: '2000-01-01T00:00:00.000Z' })).status).toBe(400);
    // Saving the current values is not a change: no entry either.
    const current = (await api('/api/site-settings')).body;
    expect(await patch({ contactEmail: current.contactEmail })).toMatchObject({ status: 200, body: current });
    expect((await api('/api/admin/audit?limit=100', { token })).body.items.length).toBe(before);
  });

  it('lists the audit log newest first, paged', async () => {
    await patch({ contactEmail: 'urgence@courtage-quebec.ca' });
    await patch({ maintenanceMode: false });
    const token = await adminToken();
    const first = await api('/api/admin/audit?limit=1', { token });
    expect(first.body.items).toHaveLength(1);
    expect(first.body.items[0].changes).toEqual({ maintenanceMode: { from: true, to: false } });
    const second = await api(`/api/admin/audit?limit=1&cursor=${encodeURIComponent(first.body.cursor)}`, { token });
    expect(second.body.items[0].at <= first.body.items[0].at).toBe(true);
  });
});

describe('GET /api/admin/site-settings', () => {
  it('answers what is stored, never from a cache', async () => {
    await patch({ maintenanceMode: true });
    const res = await api('/api/admin/site-settings', { token: await adminToken() });
    expect(res).toMatchObject({ status: 200, body: { maintenanceMode: true } });
    await patch({ maintenanceMode: false });
    const after = await fetch(`${(await import('./helpers.js')).stack().url}/api/admin/site-settings`, { headers: { authorization: `Bearer ${await adminToken()}` } });
    expect(after.headers.get('cache-control')).toBe('private, no-store');
    expect((await after.json()).maintenanceMode).toBe(false);
  });
});

describe('privacy officer (Law 25)', () => {
  it('is named publicly from the settings an admin edits, and a bad value is refused', async () => {
    expect((await api('/api/site-settings')).body).toMatchObject({ privacyOfficerName: expect.any(String), privacyOfficerEmail: expect.stringContaining('@') });
    const officer = { privacyOfficerName: 'Nadia Bouchard', privacyOfficerTitle: 'Directrice de la conformité', privacyOfficerEmail: 'nadia.bouchard@example.com', privacyOfficerPhone: '(418) 555-0100' };
    expect(await patch(officer)).toMatchObject({ status: 200, body: officer });
    expect((await api('/api/site-settings')).body).toMatchObject(officer);
    expect(await patch({ privacyOfficerEmail: 'non' })).toMatchObject({ status: 400, body: { error: { message: 'Veuillez entrer une adresse email valide.' } } });
    expect(await patch({ privacyOfficerName: '  ' })).toMatchObject({ status: 400, body: { error: { message: 'Le nom du responsable est obligatoire.' } } });
    expect((await api('/api/site-settings')).body).toMatchObject(officer);
  });
});

describe("the brokerage's identity (issue 26)", () => {
  it('is stored and published as edited, an empty field is cleared, and a bad value is refused with nothing stored', async () => {
    const seeded = (await api('/api/site-settings')).body;
    // The demo seed gives believable details; nothing of them is written in the web code.
    expect(seeded).toMatchObject({ agencyName: expect.stringMatching(/\S/), phone: expect.stringMatching(/\d/), street: expect.stringMatching(/\S/) });
    const identity = { agencyName: 'Immeubles Laurentides inc.', agencyLicenceNumber: 'AB9876', phone: '(819) 555-0142', postalCode: 'J8E 1T1', youtubeUrl: '' };
    try {
      expect(await patch(identity)).toMatchObject({ status: 200, body: identity });
      expect((await api('/api/site-settings')).body).toMatchObject(identity);
      expect(await patch({ phone: '555', instagramUrl: 'https://instagram.com/x' })).toMatchObject({
        status: 400,
        body: { error: { message: 'Le téléphone se compose de chiffres (espaces, parenthèses, + et - permis).' } },
      });
      expect((await api('/api/site-settings')).body).toMatchObject({ ...identity, instagramUrl: seeded.instagramUrl });
    } finally {
      await patch(Object.fromEntries(Object.keys(identity).map((name) => [name, seeded[name]])));
    }
  });
});

describe('PUT /api/admin/site-claims', () => {
  const put = async (json: unknown, token?: string) => api('/api/admin/site-claims', { method: 'PUT', json, token: token ?? (await adminToken()) });

  it('refuses anonymous and non-admin callers, and a figure without its source (French, nothing stored)', async () => {
    const before = (await api('/api/site-claims')).body;
    expect((await api('/api/admin/site-claims', { method: 'PUT', json: before })).status).toBe(401);
    const user = await createUser(`chiffres-${Date.now()}@exemple.ca`, 'Motdepasse-123!');
    expect((await put(before, user)).status).toBe(403);
    const bad = await put({ ...before, sellerFigures: [{ value: '19 jours', label: 'délai moyen', source: '', asOf: '2026-10-01' }] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Indiquez la source de ce chiffre.');
    expect((await api('/api/site-claims')).body).toEqual(before);
  });

  it('replaces the claims, audits the kinds that changed, and renders again the page that shows them', async () => {
    const before = (await api('/api/site-claims')).body;
    const figure = { value: '19 jours', label: 'délai de vente moyen', detail: '', source: 'Registres de l’agence, 2026', asOf: '2026-10-01' };
    try {
      const saved = await put({ ...before, sellerFigures: [figure] });
      expect(saved).toMatchObject({ status: 200, body: { sellerFigures: [figure], marketFigures: before.marketFigures } });
      expect((await api('/api/site-claims')).body.sellerFigures).toEqual([figure]);
      const audit = await api('/api/admin/audit?limit=1', { token: await adminToken() });
      expect(audit.body.items[0]).toMatchObject({ entity: 'siteClaims', fields: ['sellerFigures'] });
      await settled();
      const page = await (await fetch(`${stack().url}/vendeur-lead`)).text();
      expect(page).toContain('19 jours');
      expect(page).toContain('Source : Registres de l’agence, 2026, données au 1 octobre 2026.');
    } finally {
      await put(before);
      await settled();
    }
  });
});

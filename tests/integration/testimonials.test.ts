import { describe, expect, it } from 'vitest';
import { demoTestimonials } from '../../infra/local/seed/data/testimonials.js';
import { adminToken, api } from './helpers.js';

const admin = async (path: string, init: { method?: string; json?: unknown } = {}) => api(path, { ...init, token: await adminToken() });
const publicIds = async () => (await api('/api/testimonials')).body.items.map((t: { id: string }) => t.id);

describe('GET /api/testimonials', () => {
  it('serves the active testimonials only, newest first, with public fields only', async () => {
    const res = await api('/api/testimonials');
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(demoTestimonials.filter((t) => t.active).length);
    const dates = res.body.items.map((t: { createdAt: string }) => t.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of res.body.items) expect(Object.keys(item).sort()).not.toContain('active');
    expect(res.body.items[0]).not.toHaveProperty('listState');
  });
});

describe('testimonials in the back office', () => {
  it('adds a testimonial inactive, shows it once activated, hides it when deactivated, deletes it, and audits each step', async () => {
    const added = await admin('/api/admin/testimonials', { method: 'POST', json: { name: 'Hélène Bouchard', location: 'Sillery, Québec', text: 'Une vente menée de main de maître.' } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Hélène Bouchard', rating: 5, active: false });
    const id = added.body.id as string;
    expect(await publicIds()).not.toContain(id);

    expect(await admin(`/api/admin/testimonials/${id}`, { method: 'PATCH', json: { active: true } })).toMatchObject({ status: 200, body: { active: true } });
    expect(await publicIds()).toContain(id);
    expect((await admin('/api/admin/testimonials?limit=100')).body.items.map((t: { id: string }) => t.id)).toContain(id);

    await admin(`/api/admin/testimonials/${id}`, { method: 'PATCH', json: { active: false } });
    expect(await publicIds()).not.toContain(id);

    expect((await admin(`/api/admin/testimonials/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await admin(`/api/admin/testimonials/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await admin(`/api/admin/testimonials/${id}`, { method: 'PATCH', json: { active: true } })).status).toBe(404);

    const audit = (await admin('/api/admin/audit?limit=20')).body.items.filter((e: { entityId: string }) => e.entityId === id);
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'update', 'create']);
    expect(audit[2].changes.active).toEqual({ from: false, to: true });
    expect(audit[0].changes.name).toEqual({ from: 'Hélène Bouchard', to: null });
  });

  it('refuses a testimonial without name or text with the spec message, and fields an admin may not set', async () => {
    for (const json of [{ name: 'Luc' }, { text: 'Bravo' }, { name: '  ', text: 'Bravo' }]) {
      const res = await admin('/api/admin/testimonials', { method: 'POST', json });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Veuillez remplir au moins le nom et le témoignage');
    }
    expect((await admin('/api/admin/testimonials', { method: 'POST', json: { name: 'Luc', text: 'Bravo', rating: 6 } })).body.error.message).toBe('La note doit être un nombre entier de 1 à 5.');
    for (const extra of [{ active: true }, { id: 'x' }, { createdAt: '2020-01-01' }]) {
      expect((await admin('/api/admin/testimonials', { method: 'POST', json: { name: 'Luc', text: 'Bravo', ...extra } })).status).toBe(400);
    }
    expect((await admin('/api/admin/testimonials/whatever', { method: 'PATCH', json: { name: 'Autre' } })).status).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { demoProperties } from '../../infra/local/seed/data/properties.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { RATE_LIMIT, RATE_LIMITED_MESSAGE } from '../../shared/abuse/server/rate-limit.js';
import { adminToken, api, asVisitor, eventually, guarded } from './helpers.js';

const post = (body: object) => api('/api/leads/contact', { method: 'POST', json: guarded(body), headers: asVisitor() });
let mailbox = 0;
const email = () => `contact.${Date.now()}.${++mailbox}@example.com`;

describe('POST /api/leads/contact', () => {
  it('stores a new buyer lead from the contact form and publishes LeadCreated', async () => {
    const address = email();
    const res = await post({ name: 'Léa Fortin', email: address, phone: '', message: 'Je cherche un condo à Laval.' });
    expect(res).toMatchObject({ status: 201, body: { status: 'new' } });
    const token = await adminToken();
    // syncedAt is written by the lead-crm-sync consumer: proof the event went through the outbox.
    const lead = await eventually(() => api(`/api/admin/leads/${res.body.id}`, { token }), (r) => r.status === 200 && Boolean(r.body.syncedAt));
    expect(lead.body).toMatchObject({
      name: 'Léa Fortin',
      email: address,
      phone: null,
      message: 'Je cherche un condo à Laval.',
      leadType: 'acheteur',
      source: 'contact-form',
      status: 'new',
      interest: 'Demande de contact',
    });
    // The guard fields are screened, never stored.
    expect(lead.body).not.toHaveProperty('website');
    expect(lead.body).not.toHaveProperty('elapsedMs');
  });

  it('names an active property the visitor asks about, and ignores an inactive one', async () => {
    const active = demoProperties.find((p) => p.isActive)!;
    const inactive = demoProperties.find((p) => !p.isActive)!;
    const token = await adminToken();
    const about = await post({ name: 'Paul Roy', email: email(), message: 'Est-elle encore disponible ?', propertyId: demoId('property', active.key) });
    expect(about.status).toBe(201);
    const lead = await api(`/api/admin/leads/${about.body.id}`, { token });
    expect(lead.body.message).toBe(`Est-elle encore disponible ?\n\nPropriété : ${active.title} (ID : ${demoId('property', active.key)})`);
    const withdrawn = await post({ name: 'Paul Roy', email: email(), message: 'Et celle-ci ?', propertyId: demoId('property', inactive.key) });
    expect((await api(`/api/admin/leads/${withdrawn.body.id}`, { token })).body).toMatchObject({ message: 'Et celle-ci ?', interest: 'Demande de contact' });
  });

  it.each([
    ['a missing message', { name: 'Luc', email: 'luc@example.com' }, 'Veuillez remplir tous les champs obligatoires'],
    ['a blank name', { name: '  ', email: 'luc@example.com', message: 'Bonjour' }, 'Veuillez remplir tous les champs obligatoires'],
    ['a bad e-mail', { name: 'Luc', email: 'luc@', message: 'Bonjour' }, 'Veuillez entrer une adresse email valide.'],
    ['an unknown field', { name: 'Luc', email: 'luc@example.com', message: 'Bonjour', leadType: 'vendeur' }, 'Champ non autorisé dans la requête.'],
  ])('answers 400 in French for %s and stores nothing', async (_label, body, message) => {
    const token = await adminToken();
    const count = async () => (await api('/api/admin/leads?limit=100', { token })).body.items.length;
    const before = await count();
    expect(await post(body)).toMatchObject({ status: 400, body: { error: { message } } });
    expect(await count()).toBe(before);
  });
});

describe('abuse guard of the contact form (scope contact)', () => {
  const message = (address: string) => ({ name: 'Robot Test', email: address, message: 'Bonjour' });

  it('answers a bot (honeypot filled or sent too fast) like a success and stores nothing', async () => {
    const token = await adminToken();
    const count = async () => (await api('/api/admin/leads?limit=100', { token })).body.items.length;
    const before = await count();
    for (const guard of [{ website: 'https://spam.example', elapsedMs: 5_000 }, { website: '', elapsedMs: 300 }]) {
      const res = await api('/api/leads/contact', { method: 'POST', json: { ...message(email()), ...guard }, headers: asVisitor() });
      expect(res).toMatchObject({ status: 201, body: { status: 'new' } });
      expect((await api(`/api/admin/leads/${res.body.id}`, { token })).status).toBe(404);
    }
    expect(await count()).toBe(before);
  });

  it(`refuses the ${RATE_LIMIT.limit + 1}th message of one address with a French 429`, async () => {
    const visitor = asVisitor();
    const send = () => api('/api/leads/contact', { method: 'POST', json: guarded(message(email())), headers: visitor });
    for (let i = 0; i < RATE_LIMIT.limit; i++) expect((await send()).status).toBe(201);
    expect(await send()).toMatchObject({ status: 429, body: { error: { message: RATE_LIMITED_MESSAGE } } });
  });
});

describe('GET /api/properties/by-ids', () => {
  const active = demoProperties.filter((p) => p.isActive).slice(0, 2);
  const inactive = demoProperties.find((p) => !p.isActive)!;

  it('answers the active ones as cards, in the order asked, dropping inactive and unknown ids', async () => {
    const ids = [demoId('property', active[1]!.key), demoId('property', inactive.key), 'inconnu', demoId('property', active[0]!.key)];
    const res = await api(`/api/properties/by-ids?ids=${ids.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((p: { id: string }) => p.id)).toEqual([ids[0], ids[3]]);
    expect(res.body.items[0]).toMatchObject({ title: active[1]!.title, price: active[1]!.price });
    // Card fields only: none of the detail page's extras, nothing internal.
    for (const field of ['isActive', 'photosUrls', 'listState', 'pk']) expect(res.body.items[0]).not.toHaveProperty(field);
  });

  it('answers an empty list for no ids', async () => {
    expect(await api('/api/properties/by-ids?ids=')).toMatchObject({ status: 200, body: { items: [] } });
  });

  it('refuses more than 48 ids, a missing ids parameter and unknown parameters with a 400', async () => {
    const many = Array.from({ length: 49 }, (_, i) => `p${i}`).join(',');
    expect(await api(`/api/properties/by-ids?ids=${many}`)).toMatchObject({ status: 400, body: { error: { message: '48 propriétés au plus.' } } });
    expect((await api('/api/properties/by-ids')).status).toBe(400);
    expect(await api('/api/properties/by-ids?ids=a&limit=2')).toMatchObject({ status: 400, body: { error: { message: 'Paramètre inconnu : limit.' } } });
  });
});

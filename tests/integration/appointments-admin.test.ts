import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAppointments } from '../../infra/local/seed/data/appointments.js';
import { demoProperties } from '../../infra/local/seed/data/properties.js';
import { demoId } from '../../infra/local/seed/seed.js';
import type { AdminAppointment, Appointment, AppointmentCounters } from '../../shared/appointments/schema.js';
import { adminToken, api, asVisitor, guarded, useStackTable } from './helpers.js';

/** 'Demandes de visite' (admin-and-platform.md §2, §4, §8): list, search, filter, counters, decisions. */
const asAdmin = async (path: string, init: { method?: string; json?: unknown } = {}) => api(path, { ...init, token: await adminToken() });
const ALREADY_DECIDED = 'Cette demande de visite a déjà été traitée par un autre administrateur : rechargez la liste.';

const property = demoProperties.find((p) => p.key === 'maison-sillery-1')!;
const propertyId = demoId('property', property.key);

let recordVisit: typeof import('../../shared/appointments/server/service.js').recordVisit;
beforeAll(async () => {
  useStackTable();
  ({ recordVisit } = await import('../../shared/appointments/server/service.js'));
});

/** A visit request of this test, stored like a booking (counters and search keys included). */
async function visit(fields: Partial<Appointment> & Pick<Appointment, 'inviteeName'>) {
  const start = fields.eventStartTime ?? new Date().toISOString();
  return recordVisit({
    id: randomUUID(),
    calendlyEventId: `https://api.calendly.com/scheduled_events/${randomUUID()}`,
    eventStartTime: start,
    eventEndTime: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
    calendlyEventType: 'Visite propriété',
    calendlyLocation: 'Sur place',
    propertyId,
    eventStatus: 'scheduled',
    createdAt: new Date().toISOString(),
    ...fields,
  });
}

const list = async (params: Record<string, string>) => {
  const res = await asAdmin(`/api/admin/appointments?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  return res.body as { items: AdminAppointment[]; cursor: string | null };
};
const counters = async () => (await asAdmin('/api/admin/appointments/counters')).body as AppointmentCounters;
const decide = (id: string, eventStatus: string) => asAdmin(`/api/admin/appointments/${id}`, { method: 'PATCH', json: { eventStatus } });

describe('visit requests in the back office', () => {
  it('lists newest start first with the linked lead and property', async () => {
    const { items } = await list({ limit: '100' });
    const starts = items.map((a) => a.eventStartTime);
    expect(starts).toEqual([...starts].sort().reverse());
    const seeded = demoAppointments.find((a) => a.message)!;
    const row = items.find((a) => a.id === demoId('appointment', seeded.key))!;
    expect(row).toMatchObject({
      inviteeName: seeded.inviteeName,
      inviteeEmail: seeded.inviteeEmail,
      inviteePhone: seeded.inviteePhone,
      lead: { name: seeded.inviteeName, email: seeded.inviteeEmail, message: seeded.message },
      property: { id: demoId('property', seeded.propertyKey), title: demoProperties.find((p) => p.key === seeded.propertyKey)!.title },
    });
    expect(items.find((a) => a.id === demoId('appointment', demoAppointments.find((a) => !a.message)!.key))!.lead).toBeNull();
  });

  it('searches the folded visitor name, e-mail and property title, filters by status, and pages with a cursor', async () => {
    const tag = `zq${randomUUID().slice(0, 6)}`;
    const base = Date.now() + 30 * 86_400_000;
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await visit({
          inviteeName: `Hélène ${tag} ${i}`,
          inviteeEmail: `visite-${i}@${tag}.ca`,
          eventStartTime: new Date(base + i * 3_600_000).toISOString(),
          eventStatus: i % 2 ? 'confirmed' : 'scheduled',
        }),
      );
    }
    const newestFirst = made.map((a) => a.id).reverse();
    expect((await list({ q: `HELENE ${tag.toUpperCase()}` })).items.map((a) => a.id)).toEqual(newestFirst);
    expect((await list({ q: `visite-3@${tag}` })).items.map((a) => a.id)).toEqual([made[3]!.id]);
    expect((await list({ q: tag, status: 'confirmed' })).items.map((a) => a.id)).toEqual([made[3]!.id, made[1]!.id]);
    expect((await list({ q: tag, status: 'canceled' })).items).toEqual([]);
    // The property title, without its accents and in another case.
    const byTitle = await list({ q: 'cape cod sur terrain boise', limit: '100' });
    expect(byTitle.items.map((a) => a.id)).toEqual(expect.arrayContaining(made.map((a) => a.id)));
    expect(byTitle.items.every((a) => a.property?.title === property.title)).toBe(true);

    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: AdminAppointment[]; cursor: string | null } = await list({ q: tag, limit: '2', ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.items.map((a) => a.id));
      cursor = page.cursor;
    } while (cursor);
    expect(paged).toEqual(newestFirst);
  });

  it('keeps the counters with bookings and decisions: total, today, pending, confirmed', async () => {
    const before = await counters();
    const today = await visit({ inviteeName: 'Compteur Aujourdhui' });
    await visit({ inviteeName: 'Compteur Plus Tard', eventStartTime: new Date(Date.now() + 40 * 86_400_000).toISOString() });
    expect(await counters()).toEqual({ ...before, total: before.total + 2, today: before.today + 1, pending: before.pending + 2 });
    expect((await decide(today.id, 'confirmed')).status).toBe(200);
    expect(await counters()).toEqual({ ...before, total: before.total + 2, today: before.today + 1, pending: before.pending + 1, confirmed: before.confirmed + 1 });
  });

  it('holds a public booking apart until Calendly confirms it (visit-completion.test.ts), and finds a request by the title of its property', async () => {
    const before = await counters();
    const booked = await api('/api/appointments', {
      method: 'POST',
      json: guarded({ eventUri: `https://api.calendly.com/scheduled_events/${randomUUID()}`, propertyId }),
      headers: asVisitor(),
    });
    expect(booked.status).toBe(201);
    expect(await counters()).toEqual(before);
    const request = await visit({ inviteeName: 'Titre Cherché' });
    const { items } = await list({ q: 'Maison de style CAPE COD', status: 'scheduled', limit: '100' });
    expect(items.map((a) => a.id)).toContain(request.id);
    expect(items.map((a) => a.id)).not.toContain(booked.body.id);
  });

  it('confirms a scheduled request once, audited; a later cancel is refused with a 409', async () => {
    const request = await visit({ inviteeName: 'Décision Unique' });
    const confirmed = await decide(request.id, 'confirmed');
    expect(confirmed).toMatchObject({ status: 200, body: { id: request.id, eventStatus: 'confirmed' } });
    const refused = await decide(request.id, 'canceled');
    expect(refused).toMatchObject({ status: 409, body: { error: { message: ALREADY_DECIDED } } });
    expect((await decide(request.id, 'confirmed')).status).toBe(409);
    const { items } = await list({ q: 'decision unique', status: 'confirmed' });
    expect(items.map((a) => a.id)).toEqual([request.id]);

    const audit = (await asAdmin('/api/admin/audit?limit=20')).body.items as { entity: string; entityId: string; fields: string[]; changes: unknown }[];
    const entries = audit.filter((e) => e.entity === 'appointment' && e.entityId === request.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.fields).toEqual(['eventStatus']);
    expect(entries[0]!.changes).toEqual({ eventStatus: { from: 'scheduled', to: 'confirmed' } });
  });

  it('lets exactly one of two simultaneous decisions through; the other gets the 409', async () => {
    const request = await visit({ inviteeName: 'Décision Simultanée' });
    const before = await counters();
    const [confirm, cancel] = await Promise.all([decide(request.id, 'confirmed'), decide(request.id, 'canceled')]);
    expect([confirm.status, cancel.status].sort()).toEqual([200, 409]);
    const loser = confirm.status === 409 ? confirm : cancel;
    expect(loser.body.error.message).toBe(ALREADY_DECIDED);
    const winner = confirm.status === 200 ? 'confirmed' : 'canceled';
    expect((await list({ q: 'decision simultanee' })).items.map((a) => [a.id, a.eventStatus])).toEqual([[request.id, winner]]);
    expect(await counters()).toEqual({ ...before, pending: before.pending - 1, confirmed: before.confirmed + (winner === 'confirmed' ? 1 : 0) });
  });

  it('answers 404 for an unknown request', async () => {
    expect(await decide(randomUUID(), 'confirmed')).toMatchObject({ status: 404, body: { error: { message: 'Demande de visite introuvable.' } } });
  });

  it.each([
    ['a status an admin may not set', { eventStatus: 'completed' }, 'Le statut doit être confirmed ou canceled.'],
    ['a missing status', {}, 'Le statut doit être confirmed ou canceled.'],
    ['another field', { eventStatus: 'confirmed', inviteeName: 'Pirate' }, 'Champ non autorisé dans la requête.'],
  ])('answers 400 for %s, and changes nothing', async (_label, json, message) => {
    const request = await visit({ inviteeName: 'Corps Invalide' });
    expect(await asAdmin(`/api/admin/appointments/${request.id}`, { method: 'PATCH', json })).toMatchObject({ status: 400, body: { error: { message } } });
    expect((await decide(request.id, 'canceled')).status).toBe(200);
  });

  it.each([
    ['an unknown status', { status: 'completed' }, 'Statut inconnu : scheduled, confirmed ou canceled.'],
    ['an unknown parameter', { sort: 'asc' }, 'Paramètre inconnu : sort.'],
    ['a limit out of range', { limit: '500' }, 'limit doit être entre 1 et 100.'],
    ['a cursor that is not one', { cursor: 'pas-un-curseur' }, 'Curseur de pagination invalide.'],
  ])('refuses a list query with %s', async (_label, params, message) => {
    expect(await asAdmin(`/api/admin/appointments?${new URLSearchParams(params)}`)).toMatchObject({ status: 400, body: { error: { message } } });
  });

  it('is for admins only', async () => {
    expect((await api('/api/admin/appointments')).status).toBe(401);
    expect((await api('/api/admin/appointments/counters')).status).toBe(401);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../events/envelope.js';
import { AppointmentBookedV1 } from '../../events/appointment-booked.v1.js';
import { outboxItem } from '../../events/publish.js';
import { ruleConsumer } from '../../infra/functions.js';
import { loadHandler } from '../../infra/local/lambda-context.js';
import { demoProperties } from '../../infra/local/seed/data/properties.js';
import { demoId } from '../../infra/local/seed/seed.js';
import { holdExpiry } from '../../shared/appointments/rules.js';
import type { AdminAppointment, AppointmentCounters } from '../../shared/appointments/schema.js';
import { FAKE_CALENDLY_ACCOUNT, FAKE_CALENDLY_TOKEN, type FakeBooking } from '../fakes/calendly-api.js';
import { calendlyClient } from '../../shared/integrations/server/calendly.js';
import { adminToken, api, asVisitor, createUser, eventually, guarded, stack, useStackTable } from './helpers.js';

/**
 * Visit completion (issue 11 item 5) against the local stack and the Calendly API fake: a public booking
 * is completed by the visit-completion consumer the local bus runs, or called directly as a redelivery.
 */
const asAdmin = async (path: string, init: { method?: string; json?: unknown } = {}) => api(path, { ...init, token: await adminToken() });
const EVENTS = 'https://api.calendly.com/scheduled_events';
const property = demoProperties.find((p) => p.key === 'maison-sillery-1')!;
const propertyId = demoId('property', property.key);

const calendly = () => stack().fakes.CALENDLY_API_URL!;
async function register(booking: Partial<FakeBooking> = {}) {
  const full = { eventId: randomUUID(), inviteeId: randomUUID(), ...booking } as FakeBooking;
  const res = await fetch(`${calendly()}/__control/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(full) });
  expect(res.status).toBe(201);
  return { ...full, eventUri: `${EVENTS}/${full.eventId}`, inviteeUri: `${EVENTS}/${full.eventId}/invitees/${full.inviteeId}` };
}
const requestsAbout = async (eventId: string) =>
  ((await (await fetch(`${calendly()}/__control/requests?event=${eventId}`)).json()) as { requests: { path: string; at: number }[] }).requests;
const allRequests = async () => ((await (await fetch(`${calendly()}/__control/requests`)).json()) as { requests: { path: string; at: number }[] }).requests;

const saveToken = (token = FAKE_CALENDLY_TOKEN, eventTypeUuid = 'visite-45') =>
  asAdmin('/api/admin/integrations/calendly', { method: 'PUT', json: { values: { accessToken: token, eventTypeUuid } } });
const removeToken = () => asAdmin('/api/admin/integrations/calendly', { method: 'DELETE' });

const book = (eventUri: string, inviteeUri?: string) =>
  api('/api/appointments', { method: 'POST', json: guarded({ eventUri, ...(inviteeUri ? { inviteeUri } : {}), propertyId }), headers: asVisitor() });
const status = (id: string) => api(`/api/appointments/${id}/status`);
const waitForStatus = (id: string, wanted: number | string) =>
  eventually(() => status(id), (r) => (typeof wanted === 'number' ? r.status === wanted : r.body?.status === wanted));
const counters = async () => (await asAdmin('/api/admin/appointments/counters')).body as AppointmentCounters;
const listed = async (q: string) => ((await asAdmin(`/api/admin/appointments?${new URLSearchParams({ q, limit: '100' })}`)).body.items as AdminAppointment[]);

let appointments: typeof import('../../shared/appointments/server/repository.js').appointmentRepository;
let leads: typeof import('../../shared/leads/server/repository.js').leadRepository;
let db: typeof import('../../shared/db/service.js').db;
let handler: (event: BusEvent) => Promise<unknown>;

beforeAll(async () => {
  useStackTable();
  process.env.CALENDLY_API_URL = calendly();
  appointments = (await import('../../shared/appointments/server/repository.js')).appointmentRepository;
  leads = (await import('../../shared/leads/server/repository.js')).leadRepository;
  db = (await import('../../shared/db/service.js')).db;
  handler = await loadHandler<BusEvent, unknown>(ruleConsumer('visit-completion'));
  expect((await saveToken()).status).toBe(200);
});

afterAll(async () => {
  // The stack is shared: no scheduling token left behind for the other files' bookings.
  await removeToken();
});

/** A held booking stored without its outbox event (the bus does not run the consumer), and the event a redelivery carries. */
async function placeholder(eventUri: string, inviteeUri?: string) {
  const id = randomUUID();
  const now = new Date();
  const expiresAt = holdExpiry(now);
  await db.entities.bookingHold.create({ id, calendlyEventId: eventUri, calendlyInviteeId: inviteeUri, propertyId, state: 'pending', createdAt: now.toISOString(), expiresAt }).go();
  await db.entities.uniqueValue.create({ scope: 'appointment-event', value: eventUri, ownerId: id, expiresAt }).go();
  const item = outboxItem(AppointmentBookedV1, { appointmentId: id, eventUri, inviteeUri, propertyId });
  const event: BusEvent = { id: randomUUID(), source: item.source, 'detail-type': item.detailType, time: item.occurredAt, detail: JSON.parse(item.detail) };
  return { id, event };
}
const held = async (id: string) => (await db.entities.bookingHold.get({ id }).go({ consistent: true })).data;

describe('visit completion', () => {
  it('fills a booking from Calendly and creates the visitor’s buyer lead; the admin sees the visit with the name', async () => {
    const email = `visite-${randomUUID().slice(0, 8)}@exemple.ca`;
    const booking = await register({
      name: 'Héloïse Complète',
      email,
      phone: '+1 418-555-0123',
      startTime: '2026-12-02T15:00:00.000Z',
      endTime: '2026-12-02T15:45:00.000Z',
      location: { type: 'physical', location: '1 rue de Sillery, Québec' },
    });
    const booked = await book(booking.eventUri, booking.inviteeUri);
    expect(booked.status).toBe(201);
    expect((await status(booked.body.id)).body).toEqual({ status: expect.stringMatching(/^(pending|completed)$/) });
    await waitForStatus(booked.body.id, 'completed');

    const stored = await appointments.get(booked.body.id);
    expect(stored).toMatchObject({
      inviteeName: 'Héloïse Complète',
      inviteeEmail: email,
      inviteePhone: '+1 418-555-0123',
      eventStartTime: '2026-12-02T15:00:00.000Z',
      eventEndTime: '2026-12-02T15:45:00.000Z',
      calendlyEventType: 'Visite de propriété',
      calendlyLocation: '1 rue de Sillery, Québec',
      eventStatus: 'scheduled',
    });
    expect(await held(booked.body.id)).toBeNull();
    const lead = await leads.get(stored!.leadId!);
    expect(lead).toMatchObject({ name: 'Héloïse Complète', email, phone: '+1 418-555-0123', leadType: 'acheteur', status: 'new', source: 'visit-booking', propertyId });
    // The search keys follow: the admin finds it by the visitor's name, with its lead.
    const [found] = await listed('heloise complete');
    expect(found).toMatchObject({ id: booked.body.id, inviteeName: 'Héloïse Complète', lead: { id: lead!.id, email } });
    // The status route says nothing else.
    expect((await status(booked.body.id)).body).toEqual({ status: 'completed' });
  });

  it('links an existing lead with the same e-mail instead of creating one', async () => {
    const email = `Deja.Client-${randomUUID().slice(0, 8)}@exemple.ca`;
    const contact = await api('/api/leads/contact', { method: 'POST', json: guarded({ name: 'Déjà Client', email, message: 'Bonjour' }), headers: asVisitor() });
    expect(contact.status).toBe(201);
    const before = (await asAdmin('/api/admin/leads/stats')).body;
    const booking = await register({ name: 'Déjà Client', email: email.toLowerCase() });
    const booked = await book(booking.eventUri, booking.inviteeUri);
    await waitForStatus(booked.body.id, 'completed');
    const stored = await appointments.get(booked.body.id);
    const lead = await leads.get(stored!.leadId!);
    expect(lead).toMatchObject({ email, source: 'contact-form' });
    expect((await asAdmin('/api/admin/leads/stats')).body).toEqual(before);
  });

  it('rejects a forged booking (an event Calendly does not know): no visit request, no lead, counters as before', async () => {
    const before = await counters();
    const eventId = randomUUID();
    const booked = await book(`${EVENTS}/${eventId}`, `${EVENTS}/${eventId}/invitees/${randomUUID()}`);
    expect(booked.status).toBe(201);
    await waitForStatus(booked.body.id, 404);
    expect((await requestsAbout(eventId)).length).toBeGreaterThanOrEqual(1);
    expect(await appointments.get(booked.body.id)).toBeNull();
    expect(await counters()).toEqual(before);
    expect((await listed('en cours de recuperation')).map((a) => a.id)).not.toContain(booked.body.id);
    // The same URI booked again is still refused as already booked: the forged URI stays spent.
    expect((await book(`${EVENTS}/${eventId}`)).status).toBe(409);
  });

  it('holds a booking apart until Calendly confirms it: not listed nor counted while held, then once', async () => {
    const booking = await register({ name: 'Tenue Apart' });
    const before = await counters();
    expect(before.schedulingConfigured).toBe(true);
    const { id, event } = await placeholder(booking.eventUri, booking.inviteeUri);
    expect((await status(id)).body).toEqual({ status: 'pending' });
    expect(await counters()).toEqual(before);
    expect((await listed('en cours de recuperation')).map((a) => a.id)).not.toContain(id);
    expect(await handler(event)).toBe('completed');
    const after = await counters();
    expect([after.total - before.total, after.pending - before.pending]).toEqual([1, 1]);
    expect((await listed('tenue apart')).map((a) => a.id)).toEqual([id]);
    expect((await status(id)).body).toEqual({ status: 'completed' });
  });

  it('any number of forged bookings changes nothing an admin sees, and a hold past its expiry is gone', async () => {
    await removeToken();
    try {
      const before = await counters();
      const ids = await Promise.all(
        Array.from({ length: 12 }, async () => {
          const booked = await book(`${EVENTS}/${randomUUID()}`);
          expect(booked.status).toBe(201);
          return booked.body.id as string;
        }),
      );
      for (const id of ids) await waitForStatus(id, 'incomplete');
      expect(await counters()).toEqual(before);
      expect((await listed('en cours de recuperation')).map((a) => a.id).filter((id) => ids.includes(id))).toEqual([]);
      // Expired (DynamoDB's TTL deletes it later): the dialog and the consumer treat it as gone.
      await db.entities.bookingHold.patch({ id: ids[0]! }).set({ expiresAt: Math.floor(Date.now() / 1000) - 1 }).go();
      expect((await status(ids[0]!)).status).toBe(404);
    } finally {
      await saveToken();
    }
  });

  it('handles an event delivered twice (even at once) once: one completion, one lead', async () => {
    const email = `deux-fois-${randomUUID().slice(0, 8)}@exemple.ca`;
    const booking = await register({ name: 'Deux Fois', email });
    const { id, event } = await placeholder(booking.eventUri, booking.inviteeUri);
    const outcomes = await Promise.all([handler(event), handler(event)]);
    expect(outcomes.sort()).toEqual(['completed', 'duplicate']);
    expect(await handler(event)).toBe('duplicate');
    const { data } = await db.entities.lead.query.all({}).where((a, op) => op.contains(a.searchText, email)).go({ pages: 'all' });
    expect(data.map((l) => l.id)).toEqual([(await appointments.get(id))!.leadId]);
  });

  it('rejects a booking made on another Calendly account (403 while our token works): no visit request, counters as before', async () => {
    // The attacker books on their own free Calendly account and posts that event's URIs.
    const attacker = { token: `attaquant-${randomUUID()}`, name: 'Attaquant', email: 'attaquant@exemple.ca', organization: `org-${randomUUID()}` };
    expect((await fetch(`${calendly()}/__control/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(attacker) })).status).toBe(201);
    const forged = await register({ name: 'Faux Visiteur', organization: attacker.organization });
    const before = await counters();
    const since = Date.now();
    const booked = await book(forged.eventUri, forged.inviteeUri);
    expect(booked.status).toBe(201);
    await waitForStatus(booked.body.id, 404);
    // Our token was asked about the event (403) and then checked (users/me answered): a forged booking, not a token problem.
    expect((await requestsAbout(forged.eventId)).length).toBeGreaterThanOrEqual(1);
    expect((await allRequests()).some((r) => r.path === '/users/me' && r.at >= since)).toBe(true);
    expect(await appointments.get(booked.body.id)).toBeNull();
    expect(await counters()).toEqual(before);
    expect((await listed('faux visiteur')).map((a) => a.id)).not.toContain(booked.body.id);
  });

  it('rejects an event of another event type than the saved one (when the saved value is an event type id)', async () => {
    const visitType = randomUUID();
    expect((await saveToken(FAKE_CALENDLY_TOKEN, visitType)).status).toBe(200);
    try {
      const other = await register({ name: 'Autre Type', eventTypeUuid: randomUUID() });
      const rejected = await placeholder(other.eventUri, other.inviteeUri);
      expect(await handler(rejected.event)).toBe('rejected');
      expect(await appointments.get(rejected.id)).toBeNull();

      const visit = await register({ name: 'Bon Type', eventTypeUuid: visitType });
      const kept = await placeholder(visit.eventUri, visit.inviteeUri);
      expect(await handler(kept.event)).toBe('completed');
      expect(await appointments.get(kept.id)).toMatchObject({ inviteeName: 'Bon Type' });
    } finally {
      await saveToken();
    }
  });

  it('a visit already canceled in Calendly is completed as canceled (the admin sees it canceled)', async () => {
    const booking = await register({ name: 'Visite Annulée', status: 'canceled' });
    const { id, event } = await placeholder(booking.eventUri, booking.inviteeUri);
    expect(await handler(event)).toBe('completed');
    expect(await appointments.get(id)).toMatchObject({ inviteeName: 'Visite Annulée', eventStatus: 'canceled' });
    const [found] = await listed('visite annulee');
    expect(found).toMatchObject({ id, eventStatus: 'canceled' });
  });

  it('asks for the event and its invitee side by side, all Calendly calls within one deadline', async () => {
    const booking = await register({ name: 'Deux Appels', delayMs: 1_500 });
    const { id, event } = await placeholder(booking.eventUri, booking.inviteeUri);
    expect(await handler(event)).toBe('completed');
    const [first, second] = (await requestsAbout(booking.eventId)).map((r) => r.at);
    expect(Math.abs(second! - first!)).toBeLessThan(1_000); // one after the other would be ≥ 1.5 s apart
    expect((await appointments.get(id))!.inviteeName).toBe('Deux Appels');

    // A client's deadline bounds its calls, retries included: a slow answer past it is 'unavailable' at the deadline.
    const started = Date.now();
    const client = calendlyClient(FAKE_CALENDLY_TOKEN, { deadline: started + 400 });
    await expect(client.event(booking.eventId)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(1_400);
    await expect(client.currentUser()).rejects.toMatchObject({ kind: 'unavailable' }); // past the deadline: not even sent
  });

  it('rides out Calendly’s 429 (Retry-After) and 503 within one delivery, then completes', async () => {
    const booking = await register({ name: 'Patient Visiteur', failures: [{ status: 429, retryAfter: 1 }, { status: 503 }] });
    const { id, event } = await placeholder(booking.eventUri, booking.inviteeUri);
    expect(await handler(event)).toBe('completed');
    expect((await requestsAbout(booking.eventId)).length).toBe(4); // 429, 503, event, invitee
    expect(await appointments.get(id)).toMatchObject({ inviteeName: 'Patient Visiteur' });
  });

  it('throws while Calendly stays down (the bus retries), releasing the event so the retry completes it', async () => {
    // Event and invitee are asked side by side: 4 tries each.
    const booking = await register({ name: 'Retour Plus Tard', failures: Array.from({ length: 8 }, () => ({ status: 503 })) });
    const { id, event } = await placeholder(booking.eventUri, booking.inviteeUri);
    await expect(handler(event)).rejects.toThrow(/Calendly/);
    expect(await appointments.get(id)).toBeNull();
    expect((await status(id)).body).toEqual({ status: 'pending' });
    expect(await handler(event)).toBe('completed');
  });

  it('refuses a booking URI of another host without calling anything', async () => {
    // The public route already refuses it; a stored one (older data, a bug) is rejected by the consumer too.
    const { id, event } = await placeholder('https://evil.example/scheduled_events/x');
    expect(await handler(event)).toBe('rejected');
    expect(await appointments.get(id)).toBeNull();
  });

  it('without a saved token keeps bookings held (never half a visit request) and the admin screen says what is missing', async () => {
    await removeToken();
    try {
      const before = await counters();
      expect(before.schedulingConfigured).toBe(false);
      const booking = await register({ name: 'Sans Jeton' });
      const booked = await book(booking.eventUri, booking.inviteeUri);
      await waitForStatus(booked.body.id, 'incomplete');
      expect(await held(booked.body.id)).toMatchObject({ state: 'incomplete', calendlyEventId: booking.eventUri });
      expect(await appointments.get(booked.body.id)).toBeNull();
      expect(await counters()).toEqual(before);
      expect((await listed('en cours de recuperation')).map((a) => a.id)).not.toContain(booked.body.id);
      expect(await requestsAbout(booking.eventId)).toEqual([]);
    } finally {
      await saveToken();
    }
  });

  it('a token Calendly refuses (401): no retry storm, the visit request stays, marked incomplete', async () => {
    expect((await saveToken('jeton-revoque')).status).toBe(200);
    try {
      const booking = await register({ name: 'Jeton Refusé' });
      const { id, event } = await placeholder(booking.eventUri, booking.inviteeUri);
      expect(await handler(event)).toBe('refused');
      // The event and the invitee, asked side by side: each once.
      expect((await requestsAbout(booking.eventId)).map((r) => r.path).sort()).toEqual([`/scheduled_events/${booking.eventId}`, `/scheduled_events/${booking.eventId}/invitees/${booking.inviteeId}`]);
      expect(await held(id)).toMatchObject({ state: 'incomplete' });
      expect(await appointments.get(id)).toBeNull();
      expect((await status(id)).body).toEqual({ status: 'incomplete' });
    } finally {
      await saveToken();
    }
  });

  it('the status route: 404 for an unknown booking, no personal data ever', async () => {
    expect((await status(randomUUID())).status).toBe(404);
    expect((await status('x'.repeat(300))).status).toBe(404);
  });
});

describe("the scheduling card's 'Tester'", () => {
  const test = (json: unknown, token?: string) => api('/api/admin/integrations/calendly/test', { method: 'POST', json, token });

  it('is for admins only (401 signed out, 403 for a visitor account)', async () => {
    expect((await test({})).status).toBe(401);
    const visitor = await createUser(`visiteur-${randomUUID().slice(0, 8)}@exemple.ca`, 'Visiteur-Passw0rd!');
    expect((await test({}, visitor)).status).toBe(403);
  });

  it('answers the account name with the typed token, else the saved one', async () => {
    const token = await adminToken();
    expect(await test({ accessToken: FAKE_CALENDLY_TOKEN }, token)).toMatchObject({ status: 200, body: { accountName: FAKE_CALENDLY_ACCOUNT.name } });
    expect(await test({}, token)).toMatchObject({ status: 200, body: { accountName: FAKE_CALENDLY_ACCOUNT.name } });
    const res = await test({ accessToken: `  ${FAKE_CALENDLY_TOKEN} ` }, token);
    expect(JSON.stringify(res.body)).not.toContain(FAKE_CALENDLY_TOKEN);
  });

  it("a wrong token: 'Token Calendly invalide ou connexion impossible' (cause: token invalide ou expiré)", async () => {
    const res = await test({ accessToken: 'mauvais-jeton' }, await adminToken());
    expect(res).toMatchObject({ status: 400, body: { error: { message: 'Token Calendly invalide ou connexion impossible', details: { reason: 'Token invalide ou expiré' } } } });
    expect(JSON.stringify(res.body)).not.toContain('mauvais-jeton');
  });

  it("no token typed nor saved: 'Veuillez entrer un token d'accès Calendly'", async () => {
    await removeToken();
    try {
      expect(await test({ accessToken: '   ' }, await adminToken())).toMatchObject({ status: 400, body: { error: { message: "Veuillez entrer un token d'accès Calendly" } } });
    } finally {
      await saveToken();
    }
  });
});

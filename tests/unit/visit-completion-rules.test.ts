import { describe, expect, it } from 'vitest';
import { completedAppointment, failureVerdict, inviteePhone, isSavedEventType, locationLabel, savedEventTypeId, visitLead } from '../../shared/appointments/completion-rules.js';
import { holdExpiry, isLiveHold } from '../../shared/appointments/rules.js';
import type { BookingHold } from '../../shared/appointments/schema.js';
import { bookingIds } from '../../shared/integrations/server/calendly.js';

const API = 'https://api.calendly.com/scheduled_events';

describe('booking URIs → Calendly uuids (the browser is untrusted)', () => {
  it('takes the event and invitee uuids of Calendly API URIs', () => {
    expect(bookingIds(`${API}/EV-1`)).toEqual({ eventUuid: 'EV-1' });
    expect(bookingIds(`${API}/EV-1`, `${API}/EV-1/invitees/IN-2`)).toEqual({ eventUuid: 'EV-1', inviteeUuid: 'IN-2' });
  });

  it.each([
    ['another host', 'https://evil.example/scheduled_events/EV-1'],
    ['a look-alike host', 'https://api.calendly.com.evil.example/scheduled_events/EV-1'],
    ['credentials before the host', 'https://user@api.calendly.com/scheduled_events/EV-1'],
    ['plain http', 'http://api.calendly.com/scheduled_events/EV-1'],
    ['a port', 'https://api.calendly.com:8443/scheduled_events/EV-1'],
    ['another path', 'https://api.calendly.com/users/me'],
    ['a dot-dot path', 'https://api.calendly.com/scheduled_events/../users/me'],
    ['an encoded slash', 'https://api.calendly.com/scheduled_events/EV%2F1'],
    ['a query', `${API}/EV-1?x=1`],
    ['a fragment', `${API}/EV-1#x`],
    ['an invitee as the event', `${API}/EV-1/invitees/IN-2`],
    ['not a URL', 'scheduled_events/EV-1'],
  ])('refuses %s', (_what, uri) => {
    expect(bookingIds(uri)).toBeNull();
  });

  it("refuses an invitee of another event, or one that is not Calendly's", () => {
    expect(bookingIds(`${API}/EV-1`, `${API}/EV-9/invitees/IN-2`)).toBeNull();
    expect(bookingIds(`${API}/EV-1`, 'https://evil.example/scheduled_events/EV-1/invitees/IN-2')).toBeNull();
    expect(bookingIds(`${API}/EV-1`, `${API}/EV-1`)).toBeNull();
  });
});

const hold: BookingHold = {
  id: 'a1',
  calendlyEventId: `${API}/EV-1`,
  calendlyInviteeId: `${API}/EV-1/invitees/IN-2`,
  propertyId: 'p1',
  state: 'pending',
  createdAt: '2026-11-20T15:00:00.000Z',
  expiresAt: 1_795_000_000,
};
const event = {
  uri: `${API}/EV-1`,
  name: 'Visite de propriété',
  status: 'active',
  start_time: '2026-11-25T18:00:00.000000Z',
  end_time: '2026-11-25T18:45:00.000000Z',
  event_type: 'https://api.calendly.com/event_types/T',
  location: { type: 'physical', location: '12 rue des Érables, Québec' },
};
const invitee = {
  uri: `${API}/EV-1/invitees/IN-2`,
  name: '  Hélène Tremblay ',
  email: 'Helene.Tremblay@Exemple.ca',
  text_reminder_number: '+1 418-555-0101',
  questions_and_answers: [],
};
const now = new Date('2026-11-20T15:00:05.000Z');

describe('event + invitee → appointment fields', () => {
  it('makes the held booking a visit request: name, e-mail (normalised), phone, times, location and event type', () => {
    expect(completedAppointment(hold, event, invitee, now)).toEqual({
      id: 'a1',
      calendlyEventId: `${API}/EV-1`,
      calendlyInviteeId: `${API}/EV-1/invitees/IN-2`,
      propertyId: 'p1',
      eventStatus: 'scheduled',
      createdAt: '2026-11-20T15:00:00.000Z',
      inviteeName: 'Hélène Tremblay',
      inviteeEmail: 'helene.tremblay@exemple.ca',
      inviteePhone: '+1 418-555-0101',
      eventStartTime: '2026-11-25T18:00:00.000Z',
      eventEndTime: '2026-11-25T18:45:00.000Z',
      calendlyEventType: 'Visite de propriété',
      calendlyLocation: '12 rue des Érables, Québec',
      updatedAt: now.toISOString(),
    });
  });

  it('shows placeholders where the service leaves a field empty, and refuses nonsense times (booking time, 30 min)', () => {
    const sparse = completedAppointment(hold, { ...event, name: null, location: null, end_time: '2026-11-25T17:00:00Z' }, { uri: invitee.uri, email: 'pas-un-courriel' }, now);
    expect(sparse).toMatchObject({
      inviteeName: 'En cours de récupération...',
      calendlyEventType: 'Visite propriété',
      calendlyLocation: 'Non spécifié',
      eventStartTime: '2026-11-20T15:00:00.000Z',
      eventEndTime: '2026-11-20T15:30:00.000Z',
    });
    expect(sparse.inviteeEmail).toBeUndefined();
  });

  it('stores a visit the visitor already cancelled on the service as canceled', () => {
    expect(completedAppointment(hold, { ...event, status: 'canceled' }, invitee, now).eventStatus).toBe('canceled');
  });

  it('takes the phone from a phone question when no SMS number is given; labels locations without an address', () => {
    expect(inviteePhone({ text_reminder_number: null, questions_and_answers: [{ question: 'Votre numéro de téléphone', answer: '514 555-0199' }] })).toBe('514 555-0199');
    expect(inviteePhone({ questions_and_answers: [{ question: 'Commentaires', answer: 'rien' }] })).toBeUndefined();
    expect(locationLabel({ type: 'zoom', join_url: 'https://zoom.us/j/1' })).toBe('https://zoom.us/j/1');
    expect(locationLabel({ type: 'inbound_call' })).toBe('Appel téléphonique');
    expect(locationLabel({ type: 'inconnu' })).toBeUndefined();
  });

  it("makes the visitor a buyer lead of the visit's property", () => {
    const completed = completedAppointment(hold, event, invitee, now);
    expect(visitLead(completed, 'Condo à Lévis')).toEqual({
      name: 'Hélène Tremblay',
      email: 'helene.tremblay@exemple.ca',
      phone: '+1 418-555-0101',
      message: 'Visite réservée : Condo à Lévis (2026-11-25 13h00)',
      leadType: 'acheteur',
      status: 'new',
      source: 'visit-booking',
      budget: null,
      interest: 'Propriété - Condo à Lévis',
      propertyId: 'p1',
    });
  });

  it('holds a booking 14 days (the dead-letter queue keeps its event as long), then it is gone even before DynamoDB deletes it', () => {
    const booked = new Date('2026-11-20T15:00:00.000Z');
    const expiresAt = holdExpiry(booked);
    expect(expiresAt).toBe(booked.getTime() / 1000 + 14 * 86_400);
    expect(isLiveHold({ expiresAt }, new Date('2026-12-04T14:59:59.000Z'))).toBe(true);
    expect(isLiveHold({ expiresAt }, new Date('2026-12-04T15:00:00.000Z'))).toBe(false);
  });
});

describe('forged bookings: event type and refusals', () => {
  const uuid = '3f1c2a9e-0b7d-4c1e-9a55-5d2f7c1e4b21';
  it('compares the event type only when the saved value names an id (uuid, Calendly id or event_types URI)', () => {
    expect(savedEventTypeId(uuid)).toBe(uuid);
    expect(savedEventTypeId(` https://api.calendly.com/event_types/${uuid} `)).toBe(uuid);
    expect(savedEventTypeId('GBGBDCAADAEDCRZ2')).toBe('GBGBDCAADAEDCRZ2');
    for (const path of ['demo/30min', 'courtage-quebec/visite-45', 'visite-45', '', undefined]) expect(savedEventTypeId(path)).toBeUndefined();
    expect(isSavedEventType(`https://api.calendly.com/event_types/${uuid.toUpperCase()}`, uuid)).toBe(true);
    expect(isSavedEventType('https://api.calendly.com/event_types/OTHER', uuid)).toBe(false);
    expect(isSavedEventType(null, uuid)).toBe(false);
    expect(isSavedEventType('https://api.calendly.com/event_types/OTHER', undefined)).toBe(true);
  });

  it('a 404 means unknown, a 403 forbidden (users/me decides), 401 refused, only transient failures retry', () => {
    expect(failureVerdict([{ kind: 'rejected', status: 404 }, { kind: 'unavailable', status: 503 }])).toBe('unknown');
    expect(failureVerdict([{ kind: 'auth', status: 403 }])).toBe('forbidden');
    expect(failureVerdict([{ kind: 'auth', status: 401 }, { kind: 'auth', status: 401 }])).toBe('refused');
    expect(failureVerdict([{ kind: 'rejected', status: 400 }])).toBe('refused');
    expect(failureVerdict([{ kind: 'unavailable', status: 503 }, { kind: 'unavailable' }])).toBe('unavailable');
  });
});

// Pure rules of a booking's completion from the scheduling service (public-site.md §4 "Appointment", §7).
import { onBrokerageCalendar } from '../calendar.js';
import type { CalendlyEvent, CalendlyInvitee } from '../integrations/server/calendly.js';
import type { NewLead } from '../leads/server/service.js';
import type { Appointment, BookingHold } from './schema.js';

/** Lead source of a visitor who booked a visit through the widget. */
export const VISIT_BOOKING_SOURCE = 'visit-booking';

/** Labels of Calendly's location kinds when the event carries no address or link of its own. */
const LOCATION_LABELS: Record<string, string> = {
  physical: 'Sur place',
  inbound_call: 'Appel téléphonique',
  outbound_call: 'Appel téléphonique',
  ask_invitee: 'À confirmer avec le visiteur',
  custom: 'À confirmer',
  google_conference: 'Google Meet',
  zoom: 'Zoom',
  microsoft_teams_conference: 'Microsoft Teams',
  webex_conference: 'Webex',
  gotomeeting: 'GoTo Meeting',
};

const text = (value: string | null | undefined, max: number) => {
  const trimmed = (value ?? '').trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

/** The phone the visitor gave: the SMS reminder number, else an answer to a phone question. */
export function inviteePhone(invitee: Pick<CalendlyInvitee, 'text_reminder_number' | 'questions_and_answers'>): string | undefined {
  const reminder = text(invitee.text_reminder_number, 40);
  if (reminder) return reminder;
  const answer = invitee.questions_and_answers?.find((qa) => /t[ée]l[ée]phone|phone|cellulaire|mobile/i.test(qa.question));
  return text(answer?.answer, 40);
}

export function locationLabel(location: CalendlyEvent['location']): string | undefined {
  if (!location) return undefined;
  return text(location.location, 300) ?? text(location.join_url, 500) ?? (location.type ? LOCATION_LABELS[location.type] : undefined);
}

/** What a valid e-mail looks like, loosely (the service checked it; we only refuse garbage). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const normaliseEmail = (email: string | null | undefined) => {
  const value = (email ?? '').trim().toLowerCase();
  return value && value.length <= 254 && EMAIL.test(value) ? value : undefined;
};

/** What a visit request shows where the scheduling service's event leaves a field empty (public-site.md §7). */
export const BOOKING_PLACEHOLDERS = {
  durationMinutes: 30,
  eventType: 'Visite propriété',
  location: 'Non spécifié',
  inviteeName: 'En cours de récupération...',
} as const;

/**
 * The visit request a held booking becomes once the scheduling service confirmed it: name, e-mail,
 * phone, times, location and event type from its event and invitee, a placeholder where they are empty.
 * A visit the visitor already cancelled on the service is stored canceled.
 */
export function completedAppointment(hold: BookingHold, event: CalendlyEvent, invitee: CalendlyInvitee | null, now: Date): Appointment {
  const start = Date.parse(event.start_time);
  const end = Date.parse(event.end_time);
  const times = Number.isFinite(start) && Number.isFinite(end) && end >= start;
  const booked = Date.parse(hold.createdAt);
  return {
    id: hold.id,
    calendlyEventId: hold.calendlyEventId,
    calendlyInviteeId: invitee?.uri ?? hold.calendlyInviteeId,
    inviteeName: text(invitee?.name, 120) ?? BOOKING_PLACEHOLDERS.inviteeName,
    inviteeEmail: normaliseEmail(invitee?.email),
    inviteePhone: invitee ? inviteePhone(invitee) : undefined,
    eventStartTime: new Date(times ? start : booked).toISOString(),
    eventEndTime: new Date(times ? end : booked + BOOKING_PLACEHOLDERS.durationMinutes * 60_000).toISOString(),
    calendlyEventType: text(event.name, 200) ?? BOOKING_PLACEHOLDERS.eventType,
    calendlyLocation: locationLabel(event.location) ?? BOOKING_PLACEHOLDERS.location,
    propertyId: hold.propertyId,
    eventStatus: event.status === 'canceled' ? 'canceled' : 'scheduled',
    createdAt: hold.createdAt,
    updatedAt: now.toISOString(),
  };
}

/**
 * The event type id the saved CALENDLY_EVENT_TYPE_UUID names, when it names one: an RFC 4122 uuid,
 * Calendly's 16-character upper-case id, or an `https://api.calendly.com/event_types/<id>` URI. A
 * booking-page path ('demo/30min', 'courtage-quebec/visite-45') names no id (the widget opens that page)
 * and is not compared: the 403 rule still refuses events of other Calendly accounts.
 */
export function savedEventTypeId(saved: string | undefined): string | undefined {
  const value = (saved ?? '').trim();
  const id = value.startsWith('https://api.calendly.com/event_types/') ? value.slice('https://api.calendly.com/event_types/'.length) : value;
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) || /^[A-Z0-9]{16}$/.test(id) ? id : undefined;
}

/** Whether the event is of the saved event type (always, when the saved value names no id). */
export function isSavedEventType(eventType: string | null | undefined, savedId: string | undefined): boolean {
  if (!savedId) return true;
  const id = (eventType ?? '').split('/').pop() ?? '';
  return id.toLowerCase() === savedId.toLowerCase();
}

/**
 * What the event and invitee calls' failures come to (the calls run side by side): `unknown` (a 404:
 * no such booking), `forbidden` (a 403: Calendly holds it for another organisation, or our token lost
 * its rights: told apart by asking users/me), `refused` (401 or another final 4xx: the token), or
 * `unavailable` (retry later). A final answer wins over a transient one: retrying would not change it.
 */
export function failureVerdict(failures: { kind: 'auth' | 'rejected' | 'unavailable'; status?: number }[]): 'unknown' | 'forbidden' | 'refused' | 'unavailable' {
  if (failures.some((f) => f.status === 404)) return 'unknown';
  if (failures.some((f) => f.status === 403)) return 'forbidden';
  if (failures.some((f) => f.kind !== 'unavailable')) return 'refused';
  return 'unavailable';
}

/** The buyer lead of a visitor who booked a visit and is not a lead yet (status new, sync pending). */
export function visitLead(appointment: Appointment, propertyTitle: string | undefined): NewLead {
  const when = onBrokerageCalendar(appointment.eventStartTime, "yyyy-MM-dd HH'h'mm");
  return {
    name: appointment.inviteeName,
    email: appointment.inviteeEmail ?? null,
    phone: appointment.inviteePhone ?? null,
    message: propertyTitle ? `Visite réservée : ${propertyTitle} (${when})` : `Rendez-vous réservé (${when})`,
    leadType: 'acheteur',
    status: 'new',
    source: VISIT_BOOKING_SOURCE,
    budget: null,
    interest: propertyTitle ? `Propriété - ${propertyTitle}` : 'Rendez-vous avec un courtier',
    ...(appointment.propertyId ? { propertyId: appointment.propertyId } : {}),
  };
}

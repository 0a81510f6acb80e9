import { randomUUID } from 'node:crypto';
import { AppointmentBookedV1 } from '../../events/appointment-booked.v1.js';
import { outboxItem } from '../../events/publish.js';
import { auditEntryFor, type Actor } from '../audit/service.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { propertyRepository } from '../properties/repository.js';
import { appointmentRepository } from './repository.js';
import { bookingStatus, type BookingStatus } from './completion-rules.js';
import { canDecide } from './rules.js';
import type { Appointment, AppointmentDecision, BookVisit } from './schema.js';

/** Placeholders until the booking-completion consumer fetches the real event (public-site.md §7). */
export const BOOKING_PLACEHOLDERS = {
  durationMinutes: 30,
  eventType: 'Visite propriété',
  location: 'Non spécifié',
  inviteeName: 'En cours de récupération...',
} as const;

export const APPOINTMENT_NOT_FOUND = 'Demande de visite introuvable.';
export const APPOINTMENT_ALREADY_DECIDED = 'Cette demande de visite a déjà été traitée par un autre administrateur : rechargez la liste.';
const PROPERTY_UNAVAILABLE = "Cette propriété n'existe pas ou n'est plus disponible.";

/** The property a visit is about: active, else the visitor's 400. */
async function bookableProperty(propertyId: string) {
  const [property] = await propertyRepository.summaries([propertyId]);
  if (!property?.isActive) throw new ValidationError(PROPERTY_UNAVAILABLE);
  return property;
}

export async function bookVisit(input: BookVisit, now = new Date()): Promise<Appointment> {
  const property = input.propertyId ? await bookableProperty(input.propertyId) : undefined;
  const appointment: Appointment = {
    id: randomUUID(),
    calendlyEventId: input.eventUri,
    calendlyInviteeId: input.inviteeUri,
    inviteeName: BOOKING_PLACEHOLDERS.inviteeName,
    eventStartTime: now.toISOString(),
    eventEndTime: new Date(now.getTime() + BOOKING_PLACEHOLDERS.durationMinutes * 60_000).toISOString(),
    calendlyEventType: BOOKING_PLACEHOLDERS.eventType,
    calendlyLocation: BOOKING_PLACEHOLDERS.location,
    propertyId: input.propertyId,
    eventStatus: 'scheduled',
    createdAt: now.toISOString(),
  };
  const event = outboxItem(
    AppointmentBookedV1,
    { appointmentId: appointment.id, eventUri: input.eventUri, inviteeUri: input.inviteeUri, propertyId: input.propertyId },
    now,
  );
  await appointmentRepository.create(appointment, { propertyTitle: property?.title, event });
  return appointment;
}

/** Where a public booking's completion stands (the booking dialog polls it); unknown or rejected → 404. */
export async function bookingStatusOf(id: string): Promise<BookingStatus> {
  const appointment = id.length <= 100 ? await appointmentRepository.get(id) : null;
  if (!appointment) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  return bookingStatus(appointment);
}

/**
 * A visit whose details are already known (the local demo seed): stored like a booking, counters
 * and search keys included, without the AppointmentBooked event (there is nothing left to fetch).
 */
export async function recordVisit(appointment: Appointment): Promise<Appointment> {
  const property = appointment.propertyId ? await bookableProperty(appointment.propertyId) : undefined;
  await appointmentRepository.create(appointment, { propertyTitle: property?.title });
  return appointment;
}

/** Decisions tried again when the request changed between the read and the write (e.g. its start time). */
const DECISION_ATTEMPTS = 4;

/**
 * An admin confirms or cancels a scheduled visit request (admin-and-platform.md §4): a conditional
 * write on the status read, audited in the same transaction. The second of two simultaneous decisions
 * reads the first one's answer and is refused with a 409.
 */
export async function decideAppointment(id: string, decision: AppointmentDecision, actor: Actor, now = new Date()): Promise<Appointment> {
  for (let attempt = 1; ; attempt++) {
    const current = await appointmentRepository.get(id);
    if (!current) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    if (!canDecide(current.eventStatus, decision)) throw new ConflictError(APPOINTMENT_ALREADY_DECIDED);
    const next: Appointment = { ...current, eventStatus: decision, updatedAt: now.toISOString() };
    const audit = auditEntryFor({ actor, action: 'update', entity: 'appointment', entityId: id, before: current, after: next }, now);
    const outcome = await appointmentRepository.decide(current, next, audit);
    if (outcome === 'committed') return next;
    if (attempt === DECISION_ATTEMPTS) throw new ConflictError(APPOINTMENT_ALREADY_DECIDED);
    // Someone else decided (or is deciding): read again, which answers 404 or 409, or tries once more.
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
  }
}

import { randomUUID } from 'node:crypto';
import { AppointmentBookedV1 } from '../../../events/appointment-booked.v1.js';
import { outboxItem } from '../../../events/publish.js';
import { auditEntryFor, type Actor } from '../../audit/server/service.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { propertyRepository } from '../../properties/server/repository.js';
import { appointmentRepository } from './repository.js';
import { canDecide, holdExpiry, isLiveHold } from '../rules.js';
import type { Appointment, AppointmentDecision, BookedVisit, BookingHold, BookingStatus, BookVisit } from '../schema.js';

export const APPOINTMENT_NOT_FOUND = 'Demande de visite introuvable.';
export const APPOINTMENT_ALREADY_DECIDED = 'Cette demande de visite a déjà été traitée par un autre administrateur : rechargez la liste.';
const PROPERTY_UNAVAILABLE = "Cette propriété n'existe pas ou n'est plus disponible.";

/** The property a visit is about: active, else the visitor's 400. */
async function bookableProperty(propertyId: string) {
  const [property] = await propertyRepository.summaries([propertyId]);
  if (!property?.isActive) throw new ValidationError(PROPERTY_UNAVAILABLE);
  return property;
}

/**
 * A public booking (public-site.md §7): held apart with its AppointmentBooked event until the
 * visit-completion consumer has the scheduling service confirm it; only then is it a visit request
 * admins see and count. Any number of made-up event URIs changes nothing in the back office.
 */
export async function bookVisit(input: BookVisit, now = new Date()): Promise<BookedVisit> {
  const property = input.propertyId ? await bookableProperty(input.propertyId) : undefined;
  const hold: BookingHold = {
    id: randomUUID(),
    calendlyEventId: input.eventUri,
    calendlyInviteeId: input.inviteeUri,
    propertyId: input.propertyId,
    state: 'pending',
    createdAt: now.toISOString(),
    expiresAt: holdExpiry(now),
  };
  const event = outboxItem(
    AppointmentBookedV1,
    { appointmentId: hold.id, eventUri: input.eventUri, inviteeUri: input.inviteeUri, propertyId: input.propertyId },
    now,
  );
  await appointmentRepository.hold(hold, { propertyTitle: property?.title, event });
  return { id: hold.id, eventStatus: 'scheduled' };
}

/** Where a public booking stands (the booking dialog polls it): held, or a visit request; unknown, rejected or expired → 404. */
export async function bookingStatusOf(id: string, now = new Date()): Promise<BookingStatus> {
  if (id.length > 100) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  const hold = await appointmentRepository.getHold(id);
  if (hold && isLiveHold(hold, now)) return hold.state;
  if (await appointmentRepository.get(id)) return 'completed';
  throw new NotFoundError(APPOINTMENT_NOT_FOUND);
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

import { randomUUID } from 'node:crypto';
import { AppointmentBookedV1 } from '../../events/appointment-booked.v1.js';
import { outboxItem } from '../../events/publish.js';
import { appointmentRepository } from './repository.js';
import { propertyRepository } from '../properties/repository.js';
import { ValidationError } from '../errors.js';
import type { Appointment, BookVisit } from './schema.js';

/** Placeholders until the booking-completion consumer fetches the real event (public-site.md §7). */
export const BOOKING_PLACEHOLDERS = {
  durationMinutes: 30,
  eventType: 'Visite propriété',
  location: 'Non spécifié',
  inviteeName: 'En cours de récupération...',
} as const;

export async function bookVisit(input: BookVisit, now = new Date()): Promise<Appointment> {
  if (input.propertyId && !(await propertyRepository.exists(input.propertyId))) {
    throw new ValidationError("Cette propriété n'existe pas ou n'est plus disponible.");
  }
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
  await appointmentRepository.createWithEvent(appointment, event);
  return appointment;
}

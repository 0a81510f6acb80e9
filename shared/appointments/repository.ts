import { db } from '../db/service.js';
import type { Appointment } from './schema.js';
import { APPOINTMENT_EXISTS_MESSAGE } from './schema.js';
import type { OutboxRecord } from '../leads/repository.js';
import { assertCommitted } from '../db/transactions.js';

export const appointmentRepository = {
  /**
   * Appointment + event-URI uniqueness item + AppointmentBooked outbox item in one transaction: a
   * second booking of the same event fails the uniqueness condition and writes nothing.
   */
  async createWithEvent(appointment: Appointment, event: OutboxRecord) {
    const result = await db.transaction
      .write(({ appointment: appointments, uniqueValue, outbox }) => [
        uniqueValue.create({ scope: 'appointment-event', value: appointment.calendlyEventId, ownerId: appointment.id }).commit(),
        appointments.create(appointment).commit(),
        outbox.create(event).commit(),
      ])
      .go();
    assertCommitted(result, APPOINTMENT_EXISTS_MESSAGE);
  },
};

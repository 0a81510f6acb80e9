import * as z from 'zod/mini';
import { defineEvent } from './envelope.js';

/**
 * A booked visit whose details the scheduling service confirmed: the visit request is real and complete.
 * Published by the visit-completion consumer in the transaction that fills the appointment. No personal
 * data: consumers read the appointment (and its lead) by id.
 */
export const AppointmentCompletedV1 = defineEvent({
  source: 'brokerage.appointments',
  detailType: 'AppointmentCompleted',
  version: 1,
  schema: z.object({
    appointmentId: z.string().check(z.minLength(1)),
    leadId: z.optional(z.string()),
    propertyId: z.optional(z.string()),
    /** Whether the completion created the lead (true) or linked the visitor's existing one (false). */
    leadCreated: z.optional(z.boolean()),
  }),
});

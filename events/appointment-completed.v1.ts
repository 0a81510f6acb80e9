import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** A booked visit whose details the scheduling service confirmed: the visit request is real and complete. */
export const AppointmentCompletedV1 = defineEvent({
  source: 'brokerage.appointments',
  detailType: 'AppointmentCompleted',
  version: 1,
  schema: z.object({
    appointmentId: z.string().min(1),
    leadId: z.string().optional(),
    propertyId: z.string().optional(),
  }),
});

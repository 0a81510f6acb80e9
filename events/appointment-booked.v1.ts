import * as z from 'zod/mini';
import { defineEvent } from './envelope.js';

export const AppointmentBookedV1 = defineEvent({
  source: 'brokerage.appointments',
  detailType: 'AppointmentBooked',
  version: 1,
  schema: z.object({
    appointmentId: z.string().check(z.minLength(1)),
    eventUri: z.string().check(z.minLength(1)),
    inviteeUri: z.optional(z.string()),
    propertyId: z.optional(z.string()),
  }),
});

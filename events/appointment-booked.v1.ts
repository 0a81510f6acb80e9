import * as z from 'zod';
import { defineEvent } from './envelope.js';

export const AppointmentBookedV1 = defineEvent({
  source: 'brokerage.appointments',
  detailType: 'AppointmentBooked',
  version: 1,
  schema: z.object({
    appointmentId: z.string().min(1),
    eventUri: z.string().min(1),
    inviteeUri: z.string().optional(),
    propertyId: z.string().optional(),
  }),
});

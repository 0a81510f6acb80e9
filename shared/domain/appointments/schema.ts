import { z } from 'zod';

export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'canceled', 'completed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const appointmentSchema = z.object({
  id: z.string(),
  calendlyEventId: z.string(),
  calendlyInviteeId: z.string().optional(),
  inviteeName: z.string(),
  inviteeEmail: z.string().optional(),
  inviteePhone: z.string().optional(),
  eventStartTime: z.string(),
  eventEndTime: z.string(),
  calendlyEventType: z.string(),
  calendlyLocation: z.string(),
  propertyId: z.string().optional(),
  leadId: z.string().optional(),
  eventStatus: z.enum(APPOINTMENT_STATUSES),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

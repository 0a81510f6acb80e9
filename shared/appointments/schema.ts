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
  updatedAt: z.string().optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export { APPOINTMENT_EXISTS_MESSAGE } from './messages.js';

/** What the browser sends after the scheduling widget reports `calendly.event_scheduled`. */
export const bookVisitSchema = z.strictObject({
  eventUri: z
    .string({ error: "L'identifiant du rendez-vous est manquant." })
    .regex(/^https:\/\/api\.calendly\.com\/scheduled_events\/[A-Za-z0-9-]+$/, "L'identifiant du rendez-vous est invalide."),
  inviteeUri: z
    .string()
    .regex(/^https:\/\/api\.calendly\.com\/scheduled_events\/[A-Za-z0-9-]+\/invitees\/[A-Za-z0-9-]+$/, "L'identifiant de l'invité est invalide.")
    .optional(),
  propertyId: z.string().trim().min(1).max(100).optional(),
});
export type BookVisit = z.infer<typeof bookVisitSchema>;

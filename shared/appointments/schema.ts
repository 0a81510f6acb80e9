import * as z from 'zod/mini';
import { adminPageFields, unknownParameter } from '../list-query.js';

export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'canceled', 'completed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const appointmentSchema = z.object({
  id: z.string(),
  calendlyEventId: z.string(),
  calendlyInviteeId: z.optional(z.string()),
  inviteeName: z.string(),
  inviteeEmail: z.optional(z.string()),
  inviteePhone: z.optional(z.string()),
  eventStartTime: z.string(),
  eventEndTime: z.string(),
  calendlyEventType: z.string(),
  calendlyLocation: z.string(),
  propertyId: z.optional(z.string()),
  leadId: z.optional(z.string()),
  eventStatus: z.enum(APPOINTMENT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.optional(z.string()),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/**
 * A public booking until the scheduling service confirms it (issue 25): held apart from the visit
 * requests (no list, no counter), completed into an appointment with the same id by the visit-completion
 * consumer, deleted when the service does not know it, and expired (DynamoDB TTL) when never confirmed.
 * `incomplete`: it could not be asked (no token saved, or the token refused).
 */
export const bookingHoldSchema = z.object({
  id: z.string(),
  calendlyEventId: z.string(),
  calendlyInviteeId: z.optional(z.string()),
  propertyId: z.optional(z.string()),
  state: z.enum(['pending', 'incomplete']),
  createdAt: z.string(),
  /** Epoch seconds: the table's TTL attribute. */
  expiresAt: z.number(),
});
export type BookingHold = z.infer<typeof bookingHoldSchema>;

export { APPOINTMENT_EXISTS_MESSAGE } from './messages.js';

/** What the browser sends after the scheduling widget reports `calendly.event_scheduled`. */
export const bookVisitSchema = z.strictObject({
  eventUri: z
    .string({ error: "L'identifiant du rendez-vous est manquant." })
    .check(z.regex(/^https:\/\/api\.calendly\.com\/scheduled_events\/[A-Za-z0-9-]+$/, "L'identifiant du rendez-vous est invalide.")),
  inviteeUri: z.optional(
    z
      .string()
      .check(z.regex(/^https:\/\/api\.calendly\.com\/scheduled_events\/[A-Za-z0-9-]+\/invitees\/[A-Za-z0-9-]+$/, "L'identifiant de l'invité est invalide.")),
  ),
  propertyId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
export type BookVisit = z.infer<typeof bookVisitSchema>;
/** POST /api/appointments: the held booking's id. */
export type BookedVisit = { id: string; eventStatus: 'scheduled' };
/** GET /api/appointments/{id}/status: held (`pending`, `incomplete`), or a visit request (`completed`). */
export type BookingStatus = 'pending' | 'completed' | 'incomplete';

/** The statuses the back office filters on (admin-and-platform.md §2 "Visit requests"). */
export const ADMIN_APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'canceled'] as const;
/** Where an admin may move a scheduled visit request (§4 "Appointment"); both are final on the screen. */
export const APPOINTMENT_DECISIONS = ['confirmed', 'canceled'] as const;
export type AppointmentDecision = (typeof APPOINTMENT_DECISIONS)[number];

/** GET /api/admin/appointments: search (visitor, e-mail, property title), status, paging. */
export const adminAppointmentsQuerySchema = z.strictObject(
  {
    q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'La recherche est trop longue (100 caractères au plus).'))),
    status: z.optional(z.enum(ADMIN_APPOINTMENT_STATUSES, { error: 'Statut inconnu : scheduled, confirmed ou canceled.' })),
    ...adminPageFields(24),
  },
  { error: unknownParameter },
);
export type AdminAppointmentsQuery = z.infer<typeof adminAppointmentsQuerySchema>;

/** PATCH /api/admin/appointments/{id}: the decision on a scheduled visit request, nothing else. */
export const appointmentDecisionSchema = z.strictObject({
  eventStatus: z.enum(APPOINTMENT_DECISIONS, { error: 'Le statut doit être confirmed ou canceled.' }),
});
export type AppointmentDecisionInput = z.infer<typeof appointmentDecisionSchema>;
/** What a decision answers. */
export type DecidedAppointment = Pick<Appointment, 'id' | 'eventStatus' | 'updatedAt'>;

/** A visit request as the back office lists it: the appointment with its linked lead and property (§3). */
export type AdminAppointment = Pick<
  Appointment,
  'id' | 'inviteeName' | 'inviteeEmail' | 'inviteePhone' | 'eventStartTime' | 'eventEndTime' | 'eventStatus' | 'createdAt' | 'updatedAt'
> & {
  lead: { id: string; name: string; email: string | null; phone: string | null; message: string } | null;
  property: { id: string; title: string; location: string } | null;
};

/**
 * The four counters of the screen, and whether a scheduling token is saved: without one, no booking
 * can be confirmed by the service, so none reaches this screen (the page says so).
 */
export type AppointmentCounters = { total: number; today: number; pending: number; confirmed: number; schedulingConfigured: boolean };

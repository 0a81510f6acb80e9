import * as z from 'zod/mini';
import { decoyCreated } from '../decoys.js';
import { formGuardFields } from '../../abuse/form-guard.js';
import {
  adminAppointmentsQuerySchema,
  appointmentDecisionSchema,
  bookVisitSchema,
  type AdminAppointment,
  type AppointmentCounters,
  type BookedVisit,
  type BookingStatus,
  type DecidedAppointment,
} from '../../appointments/schema.js';
import type { Page } from '../paging.js';
import { returns, route } from '../route.js';

export const appointmentRoutes = {
  bookVisit: route({
    method: 'POST',
    path: '/api/appointments',
    fn: 'public-api',
    reply: returns<BookedVisit>(),
    auth: 'public',
    body: z.extend(bookVisitSchema, formGuardFields),
    guard: { scope: 'booking', decoy: decoyCreated({ eventStatus: 'scheduled' }) },
  }),
  /**
   * The booking dialog asks whether the visit's details came from the scheduling service: only
   * `{status: pending|completed|incomplete}`, no personal data; an unknown or rejected booking is a 404.
   */
  getBookingStatus: route({ method: 'GET', path: '/api/appointments/{id}/status', fn: 'public-api', reply: returns<{ status: BookingStatus }>(), auth: 'public' }),
  /** 'Demandes de visite': newest start first, with the linked lead and property; search, status filter, paged. */
  listAdminAppointments: route({ method: 'GET', path: '/api/admin/appointments', fn: 'admin-api', reply: returns<Page<AdminAppointment>>(), auth: 'admin', query: adminAppointmentsQuerySchema }),
  /** The screen's counters: total, today (Quebec day of the start), pending, confirmed. */
  getAppointmentCounters: route({ method: 'GET', path: '/api/admin/appointments/counters', fn: 'admin-api', reply: returns<AppointmentCounters>(), auth: 'admin' }),
  /** Confirm or cancel a scheduled request; any other state (a decision already taken) → 409. */
  decideAppointment: route({ method: 'PATCH', path: '/api/admin/appointments/{id}', fn: 'admin-api', reply: returns<DecidedAppointment>(), auth: 'admin', body: appointmentDecisionSchema }),
};

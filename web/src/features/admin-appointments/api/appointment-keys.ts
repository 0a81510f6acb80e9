export type { AdminAppointment } from '../../../../../shared/appointments/schema';
export type AppointmentStatusFilter = 'all' | 'scheduled' | 'confirmed' | 'canceled';
export type AppointmentFilters = { q: string; status: AppointmentStatusFilter };
export type AppointmentDecision = { id: string; eventStatus: 'confirmed' | 'canceled' };

/** Every key starts with ['admin', 'appointments'] (live updates and the dashboard invalidate by prefix). */
export const appointmentKeys = {
  all: ['admin', 'appointments'] as const,
  list: (filters: AppointmentFilters) => ['admin', 'appointments', 'list', filters] as const,
  counters: ['admin', 'appointments', 'counters'] as const,
};

import { appointmentRepository } from '../../../shared/appointments/server/repository.js';
import { decideAppointment } from '../../../shared/appointments/server/service.js';
import { ok } from '../../../shared/http/route.js';
import { schedulingConfigured } from '../../../shared/appointments/server/scheduling.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

export const appointmentAdminOperations = {
  listAdminAppointments: async ({ query }) => ok(await appointmentRepository.list(query)),
  getAppointmentCounters: async () => {
    const [counters, configured] = await Promise.all([appointmentRepository.counters(new Date()), schedulingConfigured()]);
    return ok({ ...counters, schedulingConfigured: configured });
  },
  decideAppointment: async ({ params, body, actor }) => {
    const { id, eventStatus, updatedAt } = await decideAppointment(params.id, body.eventStatus, actor);
    return ok({ id, eventStatus, updatedAt });
  },
} satisfies Partial<OperationsOf<'admin-api'>>;

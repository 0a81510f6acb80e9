import { bookVisit } from '../../../shared/appointments/service.js';
import { created } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

export const appointmentOperations = {
  bookVisit: async ({ body }) => {
    const appointment = await bookVisit(body);
    return created({ id: appointment.id, eventStatus: appointment.eventStatus });
  },
} satisfies Partial<OperationsOf<'public-api'>>;

import { bookingStatusOf, bookVisit } from '../../../shared/appointments/server/service.js';
import { created, ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

export const appointmentOperations = {
  bookVisit: async ({ body }) => {
    const appointment = await bookVisit(body);
    return created({ id: appointment.id, eventStatus: appointment.eventStatus });
  },
  getBookingStatus: async ({ params }) => ok({ status: await bookingStatusOf(params.id) }, { 'cache-control': 'no-store' }),
} satisfies Partial<OperationsOf<'public-api'>>;

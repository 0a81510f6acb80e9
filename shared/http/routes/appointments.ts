import { bookVisitSchema } from '../../appointments/schema.js';
import { route } from '../route.js';

export const appointmentRoutes = {
  bookVisit: route({ method: 'POST', path: '/api/appointments', fn: 'public-api', auth: 'public', body: bookVisitSchema }),
};

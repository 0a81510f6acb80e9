import { decoyCreated } from '../decoys.js';
import { formGuardFields } from '../../abuse/form-guard.js';
import { bookVisitSchema } from '../../appointments/schema.js';
import { route } from '../route.js';

export const appointmentRoutes = {
  bookVisit: route({
    method: 'POST',
    path: '/api/appointments',
    fn: 'public-api',
    auth: 'public',
    body: bookVisitSchema.extend(formGuardFields),
    guard: { scope: 'booking', decoy: decoyCreated({ eventStatus: 'scheduled' }) },
  }),
};

import { ADMIN_API_ROUTES } from '../../../shared/http/routes-admin-api.js';
import { agentAdminOperations } from './agents.js';
import { alertAdminOperations } from './alerts.js';
import { analyticsAdminOperations } from './analytics.js';
import { appointmentAdminOperations } from './appointments.js';
import { dashboardAdminOperations } from './dashboard.js';
import { integrationAdminOperations } from './integrations.js';
import { leadAdminOperations } from './leads.js';
import { mediaAdminOperations } from './media.js';
import { propertyAdminOperations } from './properties.js';
import { settingsAdminOperations } from './settings.js';
import { subscriberAdminOperations } from './newsletter.js';
import { testimonialAdminOperations } from './testimonials.js';
import { userAdminOperations } from './users.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

export { requireActiveAdminProfile as checkAdmin } from '../../../shared/http/server/admin-check.js';

/** admin-api's parts, loaded by its entry on the first request (lazyHttpHandler). */
export const routes = ADMIN_API_ROUTES;
export const operations: OperationsOf<'admin-api'> = {
  ...agentAdminOperations,
  ...alertAdminOperations,
  ...analyticsAdminOperations,
  ...appointmentAdminOperations,
  ...dashboardAdminOperations,
  ...integrationAdminOperations,
  ...leadAdminOperations,
  ...mediaAdminOperations,
  ...propertyAdminOperations,
  ...settingsAdminOperations,
  ...subscriberAdminOperations,
  ...testimonialAdminOperations,
  ...userAdminOperations,
};

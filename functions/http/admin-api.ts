import { requireActiveAdminProfile } from '../../shared/http/admin-check.js';
import { httpHandler } from '../../shared/http/handler.js';
import { ADMIN_API_ROUTES } from '../../shared/http/routes-admin-api.js';
import { agentAdminOperations } from './admin-api/agents.js';
import { analyticsAdminOperations } from './admin-api/analytics.js';
import { appointmentAdminOperations } from './admin-api/appointments.js';
import { blogAdminOperations } from './admin-api/blog.js';
import { dashboardAdminOperations } from './admin-api/dashboard.js';
import { integrationAdminOperations } from './admin-api/integrations.js';
import { leadAdminOperations } from './admin-api/leads.js';
import { mediaAdminOperations } from './admin-api/media.js';
import { propertyAdminOperations } from './admin-api/properties.js';
import { settingsAdminOperations } from './admin-api/settings.js';
import { subscriberAdminOperations } from './admin-api/newsletter.js';
import { testimonialAdminOperations } from './admin-api/testimonials.js';
import { userAdminOperations } from './admin-api/users.js';

/** The back office's API: every route is admin-only (JWT authorizer, then group and profile here). */
export const handler = httpHandler(
  'admin-api',
  ADMIN_API_ROUTES,
  {
    ...agentAdminOperations,
    ...analyticsAdminOperations,
    ...appointmentAdminOperations,
    ...blogAdminOperations,
    ...dashboardAdminOperations,
    ...integrationAdminOperations,
    ...leadAdminOperations,
    ...mediaAdminOperations,
    ...propertyAdminOperations,
    ...settingsAdminOperations,
    ...subscriberAdminOperations,
    ...testimonialAdminOperations,
    ...userAdminOperations,
  },
  { checkAdmin: requireActiveAdminProfile },
);

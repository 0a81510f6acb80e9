import { routesOf } from './route.js';
import type { OperationName } from './routes.js';
import { agentRoutes } from './routes/agents.js';
import { alertRoutes } from './routes/alerts.js';
import { analyticsRoutes } from './routes/analytics.js';
import { appointmentRoutes } from './routes/appointments.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { integrationRoutes } from './routes/integrations.js';
import { leadRoutes } from './routes/leads.js';
import { mediaRoutes } from './routes/media.js';
import { newsletterRoutes } from './routes/newsletter.js';
import { propertyRoutes } from './routes/properties.js';
import { settingsRoutes } from './routes/settings.js';
import { testimonialRoutes } from './routes/testimonials.js';
import { userRoutes } from './routes/users.js';

/** The area modules with admin-api routes (all the back office's but the blog's): its entry loads these schemas and no others. */
export const ADMIN_API_AREAS = [settingsRoutes, propertyRoutes, agentRoutes, leadRoutes, appointmentRoutes, userRoutes, testimonialRoutes, integrationRoutes, mediaRoutes, newsletterRoutes, alertRoutes, dashboardRoutes, analyticsRoutes] as const;
export const ADMIN_API_ROUTES = routesOf<OperationName>('admin-api', ADMIN_API_AREAS);

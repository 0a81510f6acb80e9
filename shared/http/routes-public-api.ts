import { routesOf } from './route.js';
import type { OperationName } from './routes.js';
import { agentRoutes } from './routes/agents.js';
import { alertRoutes } from './routes/alerts.js';
import { appointmentRoutes } from './routes/appointments.js';
import { blogRoutes } from './routes/blog.js';
import { leadRoutes } from './routes/leads.js';
import { newsletterRoutes } from './routes/newsletter.js';
import { propertyRoutes } from './routes/properties.js';
import { searchRoutes } from './routes/search.js';
import { settingsRoutes } from './routes/settings.js';
import { statsRoutes } from './routes/stats.js';
import { testimonialRoutes } from './routes/testimonials.js';
import { userRoutes } from './routes/users.js';

/** The area modules with public-api routes: its entry loads these schemas and no others. */
export const PUBLIC_API_AREAS = [settingsRoutes, propertyRoutes, agentRoutes, leadRoutes, appointmentRoutes, userRoutes, testimonialRoutes, blogRoutes, searchRoutes, statsRoutes, newsletterRoutes, alertRoutes] as const;
export const PUBLIC_API_ROUTES = routesOf<OperationName>('public-api', PUBLIC_API_AREAS);

import { httpHandler } from '../../shared/http/handler.js';
import { PUBLIC_API_ROUTES } from '../../shared/http/routes-public-api.js';
import { agentOperations } from './public-api/agents.js';
import { appointmentOperations } from './public-api/appointments.js';
import { blogOperations } from './public-api/blog.js';
import { leadOperations } from './public-api/leads.js';
import { newsletterOperations } from './public-api/newsletter.js';
import { platformOperations } from './public-api/platform.js';
import { propertyOperations } from './public-api/properties.js';
import { searchOperations } from './public-api/search.js';
import { settingsOperations } from './public-api/settings.js';
import { statsOperations } from './public-api/stats.js';
import { testimonialOperations } from './public-api/testimonials.js';
import { userOperations } from './public-api/users.js';

/** The public website's API: one module per area, each typed by the route table. */
export const handler = httpHandler('public-api', PUBLIC_API_ROUTES, {
  ...platformOperations,
  ...settingsOperations,
  ...propertyOperations,
  ...agentOperations,
  ...leadOperations,
  ...appointmentOperations,
  ...userOperations,
  ...testimonialOperations,
  ...blogOperations,
  ...newsletterOperations,
  ...searchOperations,
  ...statsOperations,
});

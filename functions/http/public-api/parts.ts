import { PUBLIC_API_ROUTES } from '../../../shared/http/routes-public-api.js';
import { agentOperations } from './agents.js';
import { alertOperations } from './alerts.js';
import { appointmentOperations } from './appointments.js';
import { blogOperations } from './blog.js';
import { leadOperations } from './leads.js';
import { newsletterOperations } from './newsletter.js';
import { propertyOperations } from './properties.js';
import { searchOperations } from './search.js';
import { settingsOperations } from './settings.js';
import { statsOperations } from './stats.js';
import { testimonialOperations } from './testimonials.js';
import { userOperations } from './users.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

/** public-api's parts, loaded by its entry on the first request (lazyHttpHandler). */
export const routes = PUBLIC_API_ROUTES;
/** The public forms' bot check and rate limiter: public-api is the only function with guarded routes. */
export { screenPublicWrite as screen } from '../../../shared/abuse/server/service.js';
export const operations: OperationsOf<'public-api'> = {
  ...settingsOperations,
  ...propertyOperations,
  ...agentOperations,
  ...leadOperations,
  ...appointmentOperations,
  ...userOperations,
  ...testimonialOperations,
  ...blogOperations,
  ...newsletterOperations,
  ...alertOperations,
  ...searchOperations,
  ...statsOperations,
};

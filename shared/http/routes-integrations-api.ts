import { routesOf } from './route.js';
import type { OperationName } from './routes.js';
import { leadSyncRoutes } from './routes/lead-sync.js';
import { propertySyncRoutes } from './routes/property-sync.js';
import { schedulingRoutes } from './routes/scheduling.js';

/** The area modules with integrations-api routes: its entry loads these schemas and no others. */
export const INTEGRATIONS_API_AREAS = [leadSyncRoutes, propertySyncRoutes, schedulingRoutes] as const;
export const INTEGRATIONS_API_ROUTES = routesOf<OperationName>('integrations-api', INTEGRATIONS_API_AREAS);

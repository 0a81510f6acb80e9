import { routesOf } from './route.js';
import type { OperationName } from './routes.js';
import { platformRoutes } from './routes/platform.js';

/** The area modules with platform-api routes: the health check and the API's own description. */
export const PLATFORM_API_AREAS = [platformRoutes] as const;
export const PLATFORM_API_ROUTES = routesOf<OperationName>('platform-api', PLATFORM_API_AREAS);

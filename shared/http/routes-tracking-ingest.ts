import { routesOf } from './route.js';
import type { OperationName } from './routes.js';
import { trackingRoutes } from './routes/tracking.js';

/** The area modules with tracking-ingest routes: its entry loads these schemas and no others. */
export const TRACKING_INGEST_AREAS = [trackingRoutes] as const;
export const TRACKING_INGEST_ROUTES = routesOf<OperationName>('tracking-ingest', TRACKING_INGEST_AREAS);

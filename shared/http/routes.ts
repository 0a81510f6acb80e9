import { agentRoutes } from './routes/agents.js';
import { alertRoutes } from './routes/alerts.js';
import { appointmentRoutes } from './routes/appointments.js';
import { blogRoutes } from './routes/blog.js';
import { campaignRoutes } from './routes/campaigns.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { integrationRoutes } from './routes/integrations.js';
import { leadRoutes } from './routes/leads.js';
import { mediaRoutes } from './routes/media.js';
import { newsletterRoutes } from './routes/newsletter.js';
import { platformRoutes } from './routes/platform.js';
import { propertyRoutes } from './routes/properties.js';
import { searchRoutes } from './routes/search.js';
import { settingsRoutes } from './routes/settings.js';
import { statsRoutes } from './routes/stats.js';
import { testimonialRoutes } from './routes/testimonials.js';
import { trackingRoutes } from './routes/tracking.js';
import { analyticsRoutes } from './routes/analytics.js';
import { leadSyncRoutes } from './routes/lead-sync.js';
import { propertySyncRoutes } from './routes/property-sync.js';
import { schedulingRoutes } from './routes/scheduling.js';
import { userRoutes } from './routes/users.js';
import { routeKey, type HttpFunctionName, type Reply, type ReplyOf, type RequestOf, type RouteDef } from './route.js';
import { ADMIN_API_ROUTES } from './routes-admin-api.js';
import { ADMIN_BLOG_API_ROUTES } from './routes-admin-blog-api.js';
import { INTEGRATIONS_API_ROUTES } from './routes-integrations-api.js';
import { PLATFORM_API_ROUTES } from './routes-platform-api.js';
import { PUBLIC_API_ROUTES } from './routes-public-api.js';
import { TRACKING_INGEST_ROUTES } from './routes-tracking-ingest.js';

export { FUNCTIONS, routeKey, type HttpFunctionName, type RouteDef } from './route.js';

/**
 * THE route table (docs/architecture.md rule 1): data only, one module per area under routes/. CDK creates the
 * API Gateway routes from it, the local gateway mounts it, and the functions dispatch on it. The key
 * of each entry is its operation: the handler of that name inside the route's function.
 */
const AREAS = [platformRoutes, settingsRoutes, propertyRoutes, agentRoutes, leadRoutes, appointmentRoutes, userRoutes, testimonialRoutes, integrationRoutes, mediaRoutes, blogRoutes, searchRoutes, statsRoutes, newsletterRoutes, alertRoutes, campaignRoutes, dashboardRoutes, trackingRoutes, analyticsRoutes, leadSyncRoutes, propertySyncRoutes, schedulingRoutes] as const;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
export type RouteTable = UnionToIntersection<(typeof AREAS)[number]>;
export const ROUTE_TABLE = Object.assign({}, ...AREAS) as RouteTable;
export type OperationName = keyof RouteTable;

const declared = AREAS.flatMap((area) => Object.keys(area));
const duplicate = declared.find((name, i) => declared.indexOf(name) !== i);
if (duplicate) throw new Error(`Operation ${duplicate} is declared by two route modules`);

export type Route = RouteDef & { operation: OperationName };
export const ROUTES: readonly Route[] = Object.entries(ROUTE_TABLE).map(([operation, r]) => ({ ...r, operation: operation as OperationName }));

/**
 * Each function's entry reads only the areas of its own routes (routes-<function>.ts), so it bundles no
 * other function's schemas: together, those lists must serve every route of the table.
 */
const served = new Set([PUBLIC_API_ROUTES, ADMIN_API_ROUTES, ADMIN_BLOG_API_ROUTES, INTEGRATIONS_API_ROUTES, TRACKING_INGEST_ROUTES, PLATFORM_API_ROUTES].flat().map(routeKey));
for (const r of ROUTES) {
  if (!served.has(routeKey(r))) throw new Error(`Operation ${r.operation} (${routeKey(r)}) is served by ${r.fn}, but its area module is missing from routes-${r.fn}.ts`);
}

/** The operations of one function: exactly one typed handler per route it serves. */
export type Operation<F extends HttpFunctionName> = { [K in OperationName]: RouteTable[K]['fn'] extends F ? K : never }[OperationName];
export type OperationHandler<K extends OperationName> = (request: RequestOf<RouteTable[K]>) => Promise<Reply<ReplyOf<RouteTable[K]>>>;
export type OperationsOf<F extends HttpFunctionName> = { [K in Operation<F>]: OperationHandler<K> };

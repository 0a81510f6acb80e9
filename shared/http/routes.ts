import type { z } from 'zod';
import { bookVisitSchema } from '../appointments/schema.js';
import { sellerLeadFormSchema } from '../leads/schema.js';
import { listPropertiesQuerySchema } from '../properties/api.js';
import { pageQuerySchema } from './paging.js';

/**
 * THE route table (handbook rule 1): data only. CDK creates the API Gateway routes from it, the local
 * gateway mounts it, and the functions dispatch on it. `operation` names the handler inside `fn`.
 */
export const FUNCTIONS = ['public-api', 'admin-api'] as const;
export type HttpFunctionName = (typeof FUNCTIONS)[number];

export type RouteDef = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway syntax: /api/leads/{id} */
  path: string;
  fn: HttpFunctionName;
  auth: 'public' | 'admin';
  operation: string;
  body?: z.ZodType;
  /** Query-string schema: unknown or malformed values are a 400 before the operation runs. */
  query?: z.ZodType;
};

export const ROUTES = [
  { method: 'GET', path: '/api/health', fn: 'public-api', auth: 'public', operation: 'health' },
  { method: 'GET', path: '/api/site-settings', fn: 'public-api', auth: 'public', operation: 'getSiteSettings' },
  { method: 'POST', path: '/api/leads', fn: 'public-api', auth: 'public', operation: 'createSellerLead', body: sellerLeadFormSchema },
  { method: 'GET', path: '/api/properties', fn: 'public-api', auth: 'public', operation: 'listProperties', query: listPropertiesQuerySchema },
  { method: 'GET', path: '/api/properties/featured', fn: 'public-api', auth: 'public', operation: 'listFeaturedProperties' },
  { method: 'GET', path: '/api/properties/{id}', fn: 'public-api', auth: 'public', operation: 'getProperty' },
  { method: 'GET', path: '/api/agents', fn: 'public-api', auth: 'public', operation: 'listAgents' },
  { method: 'GET', path: '/api/visit-scheduling', fn: 'public-api', auth: 'public', operation: 'getVisitScheduling' },
  { method: 'POST', path: '/api/appointments', fn: 'public-api', auth: 'public', operation: 'bookVisit', body: bookVisitSchema },
  { method: 'GET', path: '/api/admin/leads', fn: 'admin-api', auth: 'admin', operation: 'listLeads', query: pageQuerySchema },
  { method: 'GET', path: '/api/admin/leads/{id}', fn: 'admin-api', auth: 'admin', operation: 'getLead' },
] as const satisfies readonly RouteDef[];

export type Route = (typeof ROUTES)[number];
export type Operation<F extends HttpFunctionName> = Extract<Route, { fn: F }>['operation'];

export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>) => `${r.method} ${r.path}`;

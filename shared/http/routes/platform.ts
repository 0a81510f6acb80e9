import { returns, route } from '../route.js';

/** GET /api/health: the function answers, and its clock. */
export type Health = { status: 'ok'; time: string };

export const platformRoutes = {
  health: route({ method: 'GET', path: '/api/health', fn: 'platform-api', reply: returns<Health>(), auth: 'public' }),
  /** The OpenAPI 3.1 description generated from this table (shared/http/openapi.ts). */
  getOpenApi: route({ method: 'GET', path: '/api/openapi.json', fn: 'platform-api', reply: returns<object>(), auth: 'public' }),
};

import { route } from '../route.js';

export const platformRoutes = {
  health: route({ method: 'GET', path: '/api/health', fn: 'platform-api', auth: 'public' }),
  /** The OpenAPI 3.1 description generated from this table (shared/http/openapi.ts). */
  getOpenApi: route({ method: 'GET', path: '/api/openapi.json', fn: 'platform-api', auth: 'public' }),
};

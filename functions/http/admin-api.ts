import { lazyHttpHandler } from '../../shared/http/server/handler.js';

/**
 * The back office's API: every route is admin-only (JWT authorizer, then group and profile here). Its
 * routes and operations (./admin-api/parts.ts) load on the first request (issue 12).
 */
export const handler = lazyHttpHandler('admin-api', () => import('./admin-api/parts.js'));

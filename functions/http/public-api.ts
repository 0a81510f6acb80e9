import { lazyHttpHandler } from '../../shared/http/server/handler.js';

/**
 * The public website's API. Its routes, their schemas and operations (./public-api/parts.ts) load on the
 * first request, so a cold start imports only the request plumbing (issue 12).
 */
export const handler = lazyHttpHandler('public-api', () => import('./public-api/parts.js'));

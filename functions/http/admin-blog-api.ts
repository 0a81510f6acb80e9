import { lazyHttpHandler } from '../../shared/http/server/handler.js';

/**
 * The back office's blog (articles and categories): admin-only routes like admin-api's, in a function
 * of their own because saving an article sanitizes its HTML (sanitize-html), which no other route needs
 * (issue 12). Its routes and operations (./admin-blog-api/parts.ts) load on the first request.
 */
export const handler = lazyHttpHandler('admin-blog-api', () => import('./admin-blog-api/parts.js'));

import { lazyHttpHandler } from '../../shared/http/server/handler.js';

/**
 * The API's health check and its own description (OpenAPI 3.1). Apart from public-api because the
 * description carries every route's schema and zod's JSON-schema generator, which no other route needs
 * (issue 12: a function loads only the code of its own routes). Its parts load on the first request.
 */
export const handler = lazyHttpHandler('platform-api', () => import('./platform-api/parts.js'));

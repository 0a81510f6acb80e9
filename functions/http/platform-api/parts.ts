import { openApiDocument } from '../../../shared/http/openapi.js';
import { ok } from '../../../shared/http/route.js';
import { PLATFORM_API_ROUTES } from '../../../shared/http/routes-platform-api.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

/** platform-api's parts, loaded by its entry on the first request (lazyHttpHandler). */
export const routes = PLATFORM_API_ROUTES;
export const operations: OperationsOf<'platform-api'> = {
  health: async () => ok({ status: 'ok', time: new Date().toISOString() }),
  getOpenApi: async () => ok(openApiDocument(), { 'cache-control': 'public, max-age=300' }),
};

import { openApiDocument } from '../../../shared/http/openapi.js';
import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';

export const platformOperations = {
  health: async () => ok({ status: 'ok', time: new Date().toISOString() }),
  getOpenApi: async () => ok(openApiDocument(), { 'cache-control': 'public, max-age=300' }),
} satisfies Partial<OperationsOf<'public-api'>>;

import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { searchProperties } from '../../../shared/search/server/service.js';
import { SHORT_CACHE } from './cache.js';

export const searchOperations = {
  searchProperties: async ({ query }) => ok(await searchProperties(query), SHORT_CACHE),
} satisfies Partial<OperationsOf<'public-api'>>;

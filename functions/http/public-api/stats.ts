import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { statsRepository } from '../../../shared/stats/server/repository.js';
import { SHORT_CACHE } from './cache.js';

export const statsOperations = {
  getSiteStats: async () => ok(await statsRepository.get(), SHORT_CACHE),
} satisfies Partial<OperationsOf<'public-api'>>;

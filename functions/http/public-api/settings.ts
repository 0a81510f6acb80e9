import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { visitEventType } from '../../../shared/appointments/server/scheduling.js';
import { siteClaimsRepository } from '../../../shared/settings/server/claims.js';
import { settingsRepository } from '../../../shared/settings/server/repository.js';
import { SHORT_CACHE } from './cache.js';

export const settingsOperations = {
  getSiteSettings: async () => ok(await settingsRepository.getSiteSettings(), { 'cache-control': 'public, max-age=30' }),
  getSiteClaims: async () => ok(await siteClaimsRepository.get(), { 'cache-control': 'public, max-age=30' }),
  getVisitScheduling: async () => ok({ eventType: await visitEventType() }, SHORT_CACHE),
} satisfies Partial<OperationsOf<'public-api'>>;

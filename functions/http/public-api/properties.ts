import { NotFoundError } from '../../../shared/errors.js';
import { ok } from '../../../shared/http/route.js';
import type { OperationsOf } from '../../../shared/http/routes.js';
import { listInArea } from '../../../shared/properties/server/map-repository.js';
import { activeCardsByIds } from '../../../shared/properties/server/by-ids-repository.js';
import { FEATURED_LIMIT, PROPERTY_NOT_FOUND, propertyRepository } from '../../../shared/properties/server/repository.js';
import { SHORT_CACHE } from './cache.js';

export const propertyOperations = {
  listProperties: async ({ query }) => ok(await propertyRepository.listActive(query), SHORT_CACHE),
  listFeaturedProperties: async () => ok({ items: await propertyRepository.listFeatured(FEATURED_LIMIT) }, SHORT_CACHE),
  listPropertiesInArea: async ({ query }) => ok(await listInArea(query), SHORT_CACHE),
  listPropertiesByIds: async ({ query }) => ok({ items: await activeCardsByIds(query.ids) }, SHORT_CACHE),
  getProperty: async ({ params }) => {
    const property = await propertyRepository.getActiveWithAgents(params.id);
    if (!property) throw new NotFoundError(PROPERTY_NOT_FOUND);
    return ok(property, SHORT_CACHE);
  },
} satisfies Partial<OperationsOf<'public-api'>>;

import type { ListPropertiesQuery } from '../../properties/api.js';
import { propertyRepository } from '../../properties/server/repository.js';
import type { SearchQuery, SearchResult } from '../api.js';
import { omitFilters, parseSearchQuery, type SearchFilters } from '../parse-query.js';

/** The listing query the understood filters stand for: the same service as GET /api/properties. */
export function toListingQuery(filters: SearchFilters, page: { limit: number; cursor?: string }): ListPropertiesQuery {
  return {
    limit: page.limit,
    cursor: page.cursor,
    // « à louer » asks for rentals; any other sentence searches the homes for sale, newest first.
    transaction: filters.rent ? 'rent' : 'sale',
    sort: 'newest',
    location: filters.location,
    type: filters.types,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    bedrooms: filters.bedrooms,
    bathrooms: filters.bathrooms,
    garage: filters.garage,
    fireplace: filters.fireplace,
    finishedBasement: filters.finishedBasement,
    airConditioning: filters.airConditioning,
  };
}

/** GET /api/search: parse the sentence on the server (deterministic rules, no model), drop the removed chips, list. */
export async function searchProperties(query: SearchQuery): Promise<SearchResult> {
  const { filters: understood, unparsed } = parseSearchQuery(query.q);
  const filters = omitFilters(understood, query.omit ?? []);
  const page = await propertyRepository.listActive(toListingQuery(filters, query));
  return { filters, unparsed, ...page };
}

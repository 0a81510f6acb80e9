import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, PropertyCard } from '../../../../../shared/properties/api';
import { api } from '../../../lib/api-client';
import type { PropertySearch } from '../../../lib/listing-filters';

export const PAGE_SIZE = 12;

/** The GET /api/properties filters (limit and cursor are added per page). */
export type { PropertySearch } from '../../../lib/listing-filters';

export function getProperties(search: PropertySearch, cursor: string | null, signal?: AbortSignal): Promise<Page<PropertyCard>> {
  return api.get('/properties', { query: { ...search, limit: PAGE_SIZE, cursor: cursor ?? undefined }, signal });
}

export function propertiesQueryOptions(search: PropertySearch) {
  return infiniteQueryOptions({
    queryKey: ['properties', 'list', search],
    queryFn: ({ pageParam, signal }) => getProperties(search, pageParam, signal),
    initialPageParam: null as string | null,
    // A null cursor is the last page: React Query then reports no next page.
    getNextPageParam: (lastPage) => lastPage.cursor,
    // The route loader has just fetched (and retried): a page mounting on a failure shows it, with its retry.
    retryOnMount: false,
  });
}

export function useProperties(search: PropertySearch) {
  return useInfiniteQuery(propertiesQueryOptions(search));
}

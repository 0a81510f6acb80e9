import type { QueryClient } from '@tanstack/react-query';
import { propertiesQueryOptions } from './api/get-properties';
import { parseListingFilters, toPropertySearch } from './hooks/use-listing-params';

/** Route loader work for `/listings`: the first page of results loads while the page code does. */
export function prefetchListings(queryClient: QueryClient, url: URL) {
  void queryClient.prefetchInfiniteQuery(propertiesQueryOptions(toPropertySearch(parseListingFilters(url.searchParams))));
}

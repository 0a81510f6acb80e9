import type { QueryClient } from '@tanstack/react-query';
import { preloadImage } from '../../lib/preload';
import { propertiesQueryOptions } from './api/get-properties';
import { parseListingFilters, toPropertySearch } from './hooks/use-listing-params';

/**
 * Route loader work for `/listings`: the first page of results, then its first photo, while the page
 * code loads. Settles (never rejects) once the results are in the cache or have failed.
 */
export function prefetchListings(queryClient: QueryClient, url: URL): Promise<void> {
  return queryClient
    .fetchInfiniteQuery(propertiesQueryOptions(toPropertySearch(parseListingFilters(url.searchParams))))
    .then((data) => {
      const first = data.pages[0]?.items[0]?.imageUrl;
      if (first) preloadImage(first);
    })
    .catch(() => undefined); // the page shows the error state from the same query
}

import type { QueryClient } from '@tanstack/react-query';
import { searchQueryOptions } from './api/search-properties';
import { parseSearchRequest } from './hooks/use-search-params';

/** Route loader work for `/search?q=…`: the first page of results while the page code loads; never rejects. */
export function prefetchSearch(queryClient: QueryClient, url: URL): Promise<void> {
  const request = parseSearchRequest(url.searchParams);
  if (!request.q) return Promise.resolve();
  return queryClient
    .fetchInfiniteQuery(searchQueryOptions(request))
    .then(() => undefined)
    .catch(() => undefined); // the page shows the error state from the same query
}

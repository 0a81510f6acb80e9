import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SearchResult } from '../../../../../shared/search/api';
import type { SearchFilterKey } from '../../../../../shared/search/parse-query';
import { api } from '../../../lib/api-client';

export const PAGE_SIZE = 12;

/** What the URL holds: the sentence and the chips the visitor removed. */
export type SearchRequest = { q: string; omit: SearchFilterKey[] };

export function searchProperties({ q, omit }: SearchRequest, cursor: string | null, signal?: AbortSignal): Promise<SearchResult> {
  return api.get('/search', { query: { q, limit: PAGE_SIZE, omit: omit.join(','), cursor: cursor ?? undefined }, signal });
}

export function searchQueryOptions(request: SearchRequest) {
  return infiniteQueryOptions({
    queryKey: ['properties', 'search', request.q, [...request.omit].sort()],
    queryFn: ({ pageParam, signal }) => searchProperties(request, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.cursor,
    enabled: request.q.trim() !== '',
    retryOnMount: false,
  });
}

export function useSearchProperties(request: SearchRequest) {
  return useInfiniteQuery(searchQueryOptions(request));
}

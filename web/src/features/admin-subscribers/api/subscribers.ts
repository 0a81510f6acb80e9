import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSubscriber } from '../../../../../shared/newsletter/admin';
import type { SubscriberFilter } from '../../../../../shared/newsletter/labels';
import type { SubscriberStats } from '../../../../../shared/newsletter/counters';
import { apiDelete, apiGet, apiPatch } from '../../../lib/api-client';

export type Page<T> = { items: T[]; cursor: string | null };
export type SubscriberListFilter = { q: string; status: SubscriberFilter };

export const PAGE_SIZE = 50;
/** The export reads the list in the largest pages the API allows. */
const EXPORT_PAGE_SIZE = 100;

/** Every key starts with ['admin', 'subscribers'], so a write refreshes the list and the counters at once. */
export const subscriberKeys = {
  all: ['admin', 'subscribers'] as const,
  stats: () => [...subscriberKeys.all, 'stats'] as const,
  list: (filter: SubscriberListFilter) => [...subscriberKeys.all, 'list', filter] as const,
};

export function getSubscribers(filter: SubscriberListFilter, cursor: string | null, limit = PAGE_SIZE, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(limit), status: filter.status });
  if (filter.q) params.set('q', filter.q);
  if (cursor) params.set('cursor', cursor);
  return apiGet<Page<AdminSubscriber>>(`/admin/subscribers?${params}`, { signal });
}

export const subscribersQueryOptions = (filter: SubscriberListFilter) =>
  infiniteQueryOptions({
    queryKey: subscriberKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getSubscribers(filter, pageParam, PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
export const useSubscribers = (filter: SubscriberListFilter) => useInfiniteQuery(subscribersQueryOptions(filter));

export const subscriberStatsQueryOptions = () => queryOptions({ queryKey: subscriberKeys.stats(), queryFn: ({ signal }) => apiGet<SubscriberStats>('/admin/subscribers/stats', { signal }) });
export const useSubscriberStats = () => useQuery(subscriberStatsQueryOptions());

/** Every subscriber of a filter, page after page (the CSV export, built in the browser as the spec has it). */
export async function getAllSubscribers(filter: SubscriberListFilter): Promise<AdminSubscriber[]> {
  const all: AdminSubscriber[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<AdminSubscriber> = await getSubscribers(filter, cursor, EXPORT_PAGE_SIZE);
    all.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return all;
}

export function useSetSubscriberStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AdminSubscriber['status'] }) => apiPatch<AdminSubscriber>(`/admin/subscribers/${encodeURIComponent(id)}`, { status }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriberKeys.all }),
  });
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/admin/subscribers/${encodeURIComponent(id)}`),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriberKeys.all }),
  });
}

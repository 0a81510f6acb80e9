import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../../../shared/list-query';
import type { AdminSubscriber } from '../../../../../shared/newsletter/admin';
import type { SubscriberFilter } from '../../../../../shared/newsletter/labels';
import { api } from '../../../lib/api-client';

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
  return api.get('/admin/subscribers', { query: { limit, status: filter.status, q: filter.q, cursor: cursor ?? undefined }, signal });
}

export const subscribersQueryOptions = (filter: SubscriberListFilter) =>
  infiniteQueryOptions({
    queryKey: subscriberKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getSubscribers(filter, pageParam, PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
export const useSubscribers = (filter: SubscriberListFilter) => useInfiniteQuery(subscribersQueryOptions(filter));

export const subscriberStatsQueryOptions = () => queryOptions({ queryKey: subscriberKeys.stats(), queryFn: ({ signal }) => api.get('/admin/subscribers/stats', { signal }) });
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
    mutationFn: ({ id, status }: { id: string; status: AdminSubscriber['status'] }) => api.patch('/admin/subscribers/{id}', { params: { id }, body: { status } }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriberKeys.all }),
  });
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/admin/subscribers/{id}', { params: { id } }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriberKeys.all }),
  });
}

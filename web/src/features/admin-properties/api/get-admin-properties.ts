import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminPropertyKeys, type AdminPropertyListItem, type Page } from './admin-property-types';

export const ADMIN_PAGE_SIZE = 24;

export function getAdminProperties(includeInactive: boolean, cursor: string | null, signal?: AbortSignal): Promise<Page<AdminPropertyListItem>> {
  return api.get('/admin/properties', { query: { limit: ADMIN_PAGE_SIZE, includeInactive: includeInactive ? 'true' : undefined, cursor: cursor ?? undefined }, signal });
}

/** Featured first, then newest (the server's order), one page at a time. */
export function adminPropertiesQueryOptions(includeInactive: boolean) {
  return infiniteQueryOptions({
    queryKey: adminPropertyKeys.list(includeInactive),
    queryFn: ({ pageParam, signal }) => getAdminProperties(includeInactive, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.cursor,
  });
}

export function useAdminProperties(includeInactive: boolean) {
  return useInfiniteQuery(adminPropertiesQueryOptions(includeInactive));
}

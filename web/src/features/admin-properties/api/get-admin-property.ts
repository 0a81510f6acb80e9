import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isClientError } from '../../../lib/http-errors';
import { adminPropertyKeys, type AdminPropertyDetail } from './admin-property-types';

export function getAdminProperty(id: string, signal?: AbortSignal): Promise<AdminPropertyDetail> {
  return api.get('/admin/properties/{id}', { params: { id }, signal });
}

export const adminPropertyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminPropertyKeys.detail(id),
    queryFn: ({ signal }) => getAdminProperty(id, signal),
    // A 404 will not change on a second try.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
  });

export function useAdminProperty(id: string | undefined) {
  return useQuery({ ...adminPropertyQueryOptions(id ?? ''), enabled: Boolean(id) });
}

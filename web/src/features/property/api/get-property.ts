import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyDetail } from '../../../../../shared/properties/api';
import { api } from '../../../lib/api-client';
import { isClientError } from '../../../lib/http-errors';

export function getProperty(id: string, signal?: AbortSignal): Promise<PropertyDetail> {
  return api.get('/properties/{id}', { params: { id }, signal });
}

export const propertyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['properties', 'detail', id],
    queryFn: ({ signal }) => getProperty(id, signal),
    // A 404 (missing, inactive or agent-less property) will not change on a second try.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
    // The route loader has just fetched (and retried): a page mounting on a failure shows it, with its retry.
    retryOnMount: false,
  });

export function useProperty(id: string | undefined) {
  return useQuery({ ...propertyQueryOptions(id ?? ''), enabled: Boolean(id) });
}

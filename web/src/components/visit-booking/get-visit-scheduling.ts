import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VisitScheduling } from '../../../../shared/settings/schema';
import { api } from '../../lib/api-client';

export function getVisitScheduling(signal?: AbortSignal): Promise<VisitScheduling> {
  return api.get('/visit-scheduling', { signal });
}

export const visitSchedulingQueryOptions = () =>
  queryOptions({
    queryKey: ['visit-scheduling'],
    queryFn: ({ signal }) => getVisitScheduling(signal),
  });

export function useVisitScheduling() {
  return useQuery(visitSchedulingQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

/** The configured scheduling event type path, e.g. "demo/30min". */
export type VisitScheduling = { eventType: string };

export function getVisitScheduling(signal?: AbortSignal): Promise<VisitScheduling> {
  return apiGet<VisitScheduling>('/visit-scheduling', { signal });
}

export const visitSchedulingQueryOptions = () =>
  queryOptions({
    queryKey: ['visit-scheduling'],
    queryFn: ({ signal }) => getVisitScheduling(signal),
  });

export function useVisitScheduling() {
  return useQuery(visitSchedulingQueryOptions());
}

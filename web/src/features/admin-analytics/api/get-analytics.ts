import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics } from '../../../../../shared/analytics/api';
import type { AnalyticsPeriod } from '../../../../../shared/analytics/periods';
import { api } from '../../../lib/api-client';

export function getAnalytics(days: AnalyticsPeriod, signal?: AbortSignal): Promise<Analytics> {
  return api.get('/admin/analytics', { query: { days: `${days}` }, signal });
}

/** Fresh for 5 minutes (§9 "analytics, top pages, top referrers and daily data"), kept 10, not refetched on focus. */
export const analyticsQueryOptions = (days: AnalyticsPeriod) =>
  queryOptions({
    queryKey: ['admin', 'analytics', days] as const,
    queryFn: ({ signal }) => getAnalytics(days, signal),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    refetchOnWindowFocus: false,
  });

export const useAnalytics = (days: AnalyticsPeriod) => useQuery(analyticsQueryOptions(days));

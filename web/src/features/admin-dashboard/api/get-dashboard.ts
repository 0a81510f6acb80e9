import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../../shared/dashboard/api';
import type { DashboardPeriod } from '../../../../../shared/dashboard/periods';
import { api } from '../../../lib/api-client';

export function getDashboard(period: DashboardPeriod, signal?: AbortSignal): Promise<Dashboard> {
  return api.get('/admin/dashboard', { query: { period }, signal });
}

/**
 * Fresh for 2 minutes, kept 5, not refetched on focus (§9). The key starts with ['admin', 'dashboard'],
 * which the live updates invalidate when a property, broker or lead changes.
 */
export const dashboardQueryOptions = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', period] as const,
    queryFn: ({ signal }) => getDashboard(period, signal),
    staleTime: 2 * 60_000,
    gcTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

export const useDashboard = (period: DashboardPeriod) => useQuery(dashboardQueryOptions(period));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteStats } from '../../../shared/stats/counters';
import { api } from './api-client';

/** GET /api/stats: the live figures of the side menu, from the site counter (cached a minute). */
export function getSiteStats(signal?: AbortSignal): Promise<SiteStats> {
  return api.get('/stats', { signal });
}

export const siteStatsQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'stats'], queryFn: ({ signal }) => getSiteStats(signal), staleTime: 60_000 });

/** Fetched only once asked for (the menu opening): never during a server render. */
export function useSiteStats(enabled: boolean) {
  return useQuery({ ...siteStatsQueryOptions(), enabled });
}

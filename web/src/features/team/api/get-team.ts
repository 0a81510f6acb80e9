import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicAgent } from '../../../../../shared/agents/api';
import { api } from '../../../lib/api-client';

/** Active brokers, co-presidents first then by name (the API sorts them). */
export async function getTeam(signal?: AbortSignal): Promise<PublicAgent[]> {
  const { items } = await api.get('/agents', { signal });
  return items;
}

/** The same key as the home carousel's: both read GET /api/agents, and share its answer. */
export function teamQueryOptions() {
  return queryOptions({
    queryKey: ['agents', 'active'],
    queryFn: ({ signal }) => getTeam(signal),
  });
}

export function useTeam() {
  return useQuery(teamQueryOptions());
}

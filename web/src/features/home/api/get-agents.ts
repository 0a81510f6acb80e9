import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicAgent } from '../../../../../shared/agents/api';
import { api } from '../../../lib/api-client';

/** Active agents, co-presidents first (the API sorts them). */
export async function getAgents(signal?: AbortSignal): Promise<PublicAgent[]> {
  const { items } = await api.get('/agents', { signal });
  return items;
}

export function agentsQueryOptions() {
  return queryOptions({
    queryKey: ['agents', 'active'],
    queryFn: ({ signal }) => getAgents(signal),
  });
}

export function useAgents() {
  return useQuery(agentsQueryOptions());
}

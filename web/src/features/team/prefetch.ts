import type { QueryClient } from '@tanstack/react-query';
import { preloadImage } from '../../lib/preload';
import { agentQueryOptions } from './api/get-agent';
import { teamQueryOptions } from './api/get-team';

/** Route loader work for `/agents`: the brokers, while the page code loads. Never rejects. */
export function prefetchTeam(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(teamQueryOptions());
}

/**
 * Route loader work for `/agent/:id`: the broker, then their portrait, while the page code loads.
 * Settles (never rejects) once the broker is in the cache or has failed.
 */
export async function prefetchAgent(queryClient: QueryClient, id: string | undefined): Promise<void> {
  if (!id) return;
  await queryClient
    .fetchQuery(agentQueryOptions(id))
    .then((agent) => agent.imageUrl && preloadImage(agent.imageUrl))
    .catch(() => undefined); // the page shows the not-found state from the same query
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicAgent } from '../../../../../shared/agents/api';
import { api } from '../../../lib/api-client';
import { isClientError } from '../../../lib/http-errors';

/** One active broker (404 when unknown or inactive). */
export function getAgent(id: string, signal?: AbortSignal): Promise<PublicAgent> {
  return api.get('/agents/{id}', { params: { id }, signal });
}

export function agentQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['agents', 'profile', id],
    queryFn: ({ signal }) => getAgent(id, signal),
    // A 404 answers the same on a retry.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
  });
}

/** Only when an id exists (spec §7 "Broker profile"). */
export function useAgent(id: string | undefined) {
  return useQuery({ ...agentQueryOptions(id ?? ''), enabled: Boolean(id) });
}

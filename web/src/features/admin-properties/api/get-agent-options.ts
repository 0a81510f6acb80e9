import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agent } from '../../../../../shared/agents/schema';
import { api } from '../../../lib/api-client';
import { adminPropertyKeys } from './admin-property-types';

export type AgentOption = Pick<Agent, 'id' | 'name' | 'email' | 'isActive'>;

/** Every broker (active or not) the form can link, by name. */
export const agentOptionsQueryOptions = queryOptions({
  queryKey: adminPropertyKeys.agentOptions,
  queryFn: ({ signal }) => api.get('/admin/agents', { query: { limit: 100 }, signal }),
  select: (page): AgentOption[] => page.items.map(({ id, name, email, isActive }) => ({ id, name, email, isActive })),
});

export function useAgentOptions() {
  return useQuery(agentOptionsQueryOptions);
}

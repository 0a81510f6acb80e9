import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agent, AgentInput } from '../../../../../shared/agents/schema';
import { api } from '../../../lib/api-client';
import { agentsQueryOptions } from './agent-queries';

/** What an edit sends: only the fields that changed. A cleared text is sent empty to clear it (the link cannot be empty: it stays). */
function changesOf(agent: Agent, values: AgentInput): Partial<AgentInput> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const before = agent[key as keyof Agent];
    const next = value === undefined && before !== undefined && key !== 'calendlyUrl' ? '' : value;
    if (next !== undefined && JSON.stringify(next) !== JSON.stringify(before ?? '')) changes[key] = next;
  }
  return changes;
}

/** After a write, the back office's list and the public brokers (['agents']) refetch. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: agentsQueryOptions.queryKey }), queryClient.invalidateQueries({ queryKey: ['agents'] })]);
}

export function useAddAgent() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (values: AgentInput) => api.post('/admin/agents', { body: values }), onSuccess: () => void refresh() });
}

export function useUpdateAgent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ agent, values }: { agent: Agent; values: AgentInput }) => {
      const changes = changesOf(agent, values);
      return Object.keys(changes).length === 0 ? agent : api.patch('/admin/agents/{id}', { params: { id: agent.id }, body: changes });
    },
    onSuccess: () => void refresh(),
  });
}

export function useDeleteAgent() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => api.delete('/admin/agents/{id}', { params: { id } }), onSuccess: () => void refresh() });
}

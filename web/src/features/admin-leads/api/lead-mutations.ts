import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadChanges } from '../../../../../shared/leads/api';
import { api } from '../../../lib/api-client';
import { leadKeys } from './lead-queries';

/** After a write the lists, counters and the opened lead refetch (every key under ['admin', 'leads']). */
function useRefresh() {
  const queryClient = useQueryClient();
  return {
    queryClient,
    refresh: () => Promise.all([queryClient.invalidateQueries({ queryKey: leadKeys.all }), queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] })]),
  };
}

export function useUpdateLead() {
  const { queryClient, refresh } = useRefresh();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: LeadChanges }) => api.patch('/admin/leads/{id}', { params: { id }, body: changes }),
    retry: false,
    onSuccess: (saved) => queryClient.setQueryData(leadKeys.detail(saved.id), saved),
    onSettled: refresh,
  });
}

export function useDeleteLead() {
  const { queryClient, refresh } = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete('/admin/leads/{id}', { params: { id } }),
    retry: false,
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: leadKeys.detail(id) }),
    onSettled: refresh,
  });
}

export function useResyncLead() {
  const { queryClient, refresh } = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.post('/admin/leads/{id}/crm-sync', { params: { id } }),
    retry: false,
    onSuccess: (result) => queryClient.setQueryData(leadKeys.detail(result.lead.id), result.lead),
    onSettled: refresh,
  });
}

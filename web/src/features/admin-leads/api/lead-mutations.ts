import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLeadDetail, LeadChanges, LeadSyncResult } from '../../../../../shared/leads/api';
import { apiDelete, apiPatch, apiPost } from '../../../lib/api-client';
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
    mutationFn: ({ id, changes }: { id: string; changes: LeadChanges }) => apiPatch<AdminLeadDetail>(`/admin/leads/${encodeURIComponent(id)}`, changes),
    retry: false,
    onSuccess: (saved) => queryClient.setQueryData(leadKeys.detail(saved.id), saved),
    onSettled: refresh,
  });
}

export function useDeleteLead() {
  const { queryClient, refresh } = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/admin/leads/${encodeURIComponent(id)}`),
    retry: false,
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: leadKeys.detail(id) }),
    onSettled: refresh,
  });
}

export function useResyncLead() {
  const { queryClient, refresh } = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiPost<LeadSyncResult>(`/admin/leads/${encodeURIComponent(id)}/crm-sync`, undefined),
    retry: false,
    onSuccess: (result) => queryClient.setQueryData(leadKeys.detail(result.lead.id), result.lead),
    onSettled: refresh,
  });
}

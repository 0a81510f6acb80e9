import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every key starts with ['admin', 'alerts'], so a deletion refreshes the counters and the list at once. */
const alertKeys = {
  all: ['admin', 'alerts'] as const,
  stats: () => [...alertKeys.all, 'stats'] as const,
  of: (email: string) => [...alertKeys.all, 'of', email] as const,
};

export const useAlertStats = () => useQuery(queryOptions({ queryKey: alertKeys.stats(), queryFn: ({ signal }) => api.get('/admin/alerts/stats', { signal }) }));

export const useAlertsOf = (email: string | null) =>
  useQuery({ queryKey: alertKeys.of(email ?? ''), queryFn: ({ signal }) => api.get('/admin/alerts', { query: { email: email! }, signal }), enabled: Boolean(email) });

export function useDeleteAlertsOf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post('/admin/alerts/delete', { body: { email } }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export const useOfferVipAlerts = () => useMutation({ mutationFn: () => api.post('/admin/alerts/vip-offer'), retry: false });

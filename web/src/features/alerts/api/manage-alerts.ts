import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateAlertBody } from '../../../../../shared/alerts/api';
import { api } from '../../../lib/api-client';
import { noClientErrorRetry } from '../../../lib/http-errors';

/** The confirmation link of a new alert: activates it and answers the token of « Gérer mes alertes ». */
export function useConfirmAlert() {
  return useMutation({ mutationFn: (token: string) => api.post('/alerts/confirm', { body: { token }, anonymous: true }), retry: noClientErrorRetry });
}

/** The Alerte VIP offer's link: activates the alert of repossessions for the subscriber it was mailed to. */
export function useAcceptVipOffer() {
  return useMutation({ mutationFn: (token: string) => api.post('/alerts/vip', { body: { token }, anonymous: true }), retry: noClientErrorRetry });
}

export const managedAlertsQuery = (token: string) =>
  queryOptions({
    queryKey: ['managed-alerts', token],
    queryFn: () => api.post('/alerts/manage', { body: { token }, anonymous: true }),
    retry: noClientErrorRetry,
  });

export function useManagedAlerts(token: string | null) {
  return useQuery({ ...managedAlertsQuery(token ?? ''), enabled: Boolean(token) });
}

/** Frequency, pause and resume, delete one, delete all: each answers, then the list is read again. */
export function useManageAlert(token: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['managed-alerts', token] });
  const update = useMutation({
    mutationFn: ({ id, ...changes }: { id: string } & Omit<UpdateAlertBody, 'token'>) => api.patch('/alerts/{id}', { params: { id }, body: { token, ...changes }, anonymous: true }),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => api.post('/alerts/{id}/delete', { params: { id }, body: { token }, anonymous: true }), onSettled: refresh });
  const removeAll = useMutation({ mutationFn: () => api.post('/alerts/delete-all', { body: { token }, anonymous: true }), onSettled: refresh });
  return { update, remove, removeAll };
}

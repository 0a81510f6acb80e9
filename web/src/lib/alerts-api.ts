import { useMutation } from '@tanstack/react-query';
import type { FormGuard } from '../../../shared/abuse/form-guard';
import type { AlertFrequency, AlertSource } from '../../../shared/alerts/labels';
import type { AlertCriteria } from '../../../shared/alerts/schema';
import { api } from './api-client';

export type CreateAlertRequest = { email: string; frequency: AlertFrequency; source: AlertSource; criteria: AlertCriteria } & FormGuard;

/** POST /api/alerts: the same answer whatever the address already has; the confirmation mail follows. */
export function createAlert(body: CreateAlertRequest) {
  return api.post('/alerts', { body, anonymous: true });
}

/** Never retried: a lost answer would save the same alert twice (and mail twice). */
export function useCreateAlert() {
  return useMutation({ mutationFn: createAlert, retry: false });
}

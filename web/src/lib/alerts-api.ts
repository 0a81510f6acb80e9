import { useMutation } from '@tanstack/react-query';
import type { FormGuard } from '../../../shared/abuse/form-guard';
import type { AlertFrequency, AlertSource } from '../../../shared/alerts/labels';
import type { AlertCriteria } from '../../../shared/alerts/schema';
import { api } from './api-client';
import { isClientError } from './http-errors';

export type CreateAlertRequest = { email: string; frequency: AlertFrequency; source: AlertSource; criteria: AlertCriteria } & FormGuard;

/** POST /api/alerts: the same answer whatever the address already has; the confirmation mail follows. */
export function createAlert(body: CreateAlertRequest) {
  return api.post('/alerts', { body, anonymous: true });
}

export function useCreateAlert() {
  return useMutation({ mutationFn: createAlert, retry: (failureCount, error) => !isClientError(error) && failureCount < 1 });
}

import { useMutation } from '@tanstack/react-query';
import type { FormGuard } from '../../../../../shared/abuse/form-guard';
import { api } from '../../../lib/api-client';
import { isClientError } from '../../../lib/http-errors';

export type ContactMessage = { name: string; email: string; phone: string; message: string; propertyId?: string } & FormGuard;

/** POST /api/leads/contact: a buyer lead for the brokerage. */
export function sendContactMessage(body: ContactMessage) {
  return api.post('/leads/contact', { body, anonymous: true });
}

export function useSendContactMessage() {
  // A refusal (400, 429) answers the same on a retry; a network or server error is retried once.
  return useMutation({ mutationFn: sendContactMessage, retry: (failureCount, error) => !isClientError(error) && failureCount < 1 });
}

import { useMutation } from '@tanstack/react-query';
import type { FormGuard } from '../../../../../shared/abuse/form-guard';
import type { SellerLeadForm } from '../../../../../shared/leads/schema';
import { api } from '../../../lib/api-client';
import { isClientError } from '../../../lib/http-errors';

export const createSellerLead = (body: SellerLeadForm & FormGuard) => api.post('/leads', { body });

export function useCreateSellerLead() {
  return useMutation({
    mutationFn: createSellerLead,
    // A refusal (400, 429) answers the same on a retry; a network or server error is retried once.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
  });
}

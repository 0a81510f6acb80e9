import { useMutation } from '@tanstack/react-query';
import type { FormGuard } from '../../../../shared/abuse/form-guard';
import type { BookVisit } from '../../../../shared/appointments/schema';
import { apiPost } from '../../lib/api-client';
import { isClientError } from '../../lib/http-errors';

export type BookedVisit = { id: string; eventStatus: 'scheduled' };

/** `FormGuard`: the visit is a public write, screened like the forms (shared/abuse). */
export function bookVisit(body: BookVisit & FormGuard): Promise<BookedVisit> {
  return apiPost<BookedVisit>('/appointments', body);
}

export function useBookVisit() {
  return useMutation({
    mutationFn: bookVisit,
    // A 409 (already recorded) or 400 answers the same on a retry; only network or server errors are retried.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
  });
}

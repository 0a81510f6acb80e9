import { useMutation } from '@tanstack/react-query';
import type { BookVisit } from '../../../../../shared/appointments/schema';
import { apiPost } from '../../../lib/api-client';
import { isClientError } from '../../../lib/http-errors';

export type BookedVisit = { id: string; eventStatus: 'scheduled' };

export function bookVisit(body: BookVisit): Promise<BookedVisit> {
  return apiPost<BookedVisit>('/appointments', body);
}

export function useBookVisit() {
  return useMutation({
    mutationFn: bookVisit,
    // A 409 (already recorded) or 400 answers the same on a retry; only network or server errors are retried.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
  });
}

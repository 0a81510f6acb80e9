import { useMutation } from '@tanstack/react-query';
import type { FormGuard } from '../../../../shared/abuse/form-guard';
import type { BookedVisit, BookVisit } from '../../../../shared/appointments/schema';
import { api, isApiError } from '../../lib/api-client';
import { isClientError } from '../../lib/http-errors';

/** `FormGuard`: the visit is a public write, screened like the forms (shared/abuse). */
export function bookVisit(body: BookVisit & FormGuard): Promise<BookedVisit> {
  return api.post('/appointments', { body });
}

export function useBookVisit() {
  return useMutation({
    mutationFn: bookVisit,
    // A 409 (already recorded) or 400 answers the same on a retry; only network or server errors are retried.
    retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
  });
}

/** How long the dialog waits for the booking's completion (an event-driven consumer: a second or two) before saying it is incomplete. */
export const COMPLETION_WAIT_MS = 8000;
const POLL_EVERY_MS = 600;

/**
 * Polls the booking's status until the visit-completion consumer filled it in ('completed'), could not
 * ('incomplete', or 404: a booking the service did not know), or the wait is over ('incomplete').
 */
export async function waitForBookingCompletion(id: string, options: { timeoutMs?: number; intervalMs?: number } = {}): Promise<'completed' | 'incomplete'> {
  const deadline = Date.now() + (options.timeoutMs ?? COMPLETION_WAIT_MS);
  for (;;) {
    try {
      const { status } = await api.get('/appointments/{id}/status', { params: { id } });
      if (status !== 'pending') return status;
    } catch (error) {
      if (isApiError(error, 404)) return 'incomplete';
      // A network hiccup: ask again until the deadline.
    }
    if (Date.now() >= deadline) return 'incomplete';
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? POLL_EVERY_MS));
  }
}

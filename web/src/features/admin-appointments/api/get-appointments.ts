import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appointmentKeys, type AppointmentFilters } from './appointment-keys';

export const APPOINTMENTS_PAGE_SIZE = 24;

export function getAppointments(filters: AppointmentFilters, cursor: string | null, signal?: AbortSignal) {
  const query = { limit: APPOINTMENTS_PAGE_SIZE, q: filters.q.trim(), status: filters.status === 'all' ? undefined : filters.status, cursor: cursor ?? undefined };
  return api.get('/admin/appointments', { query, signal });
}

/** Newest start first (the server's order), searched and filtered by the server, one page at a time. */
export function appointmentsQueryOptions(filters: AppointmentFilters) {
  return infiniteQueryOptions({
    queryKey: appointmentKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getAppointments(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.cursor ?? undefined,
  });
}

export function useAppointments(filters: AppointmentFilters) {
  return useInfiniteQuery({ ...appointmentsQueryOptions(filters), placeholderData: (previous) => previous });
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { appointmentKeys, type AdminAppointment, type AppointmentFilters, type Page } from './appointment-keys';

export const APPOINTMENTS_PAGE_SIZE = 24;

export function getAppointments(filters: AppointmentFilters, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(APPOINTMENTS_PAGE_SIZE) });
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status !== 'all') params.set('status', filters.status);
  if (cursor) params.set('cursor', cursor);
  return apiGet<Page<AdminAppointment>>(`/admin/appointments?${params}`, { signal });
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

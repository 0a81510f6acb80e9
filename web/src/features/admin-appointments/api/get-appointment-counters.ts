import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appointmentKeys } from './appointment-keys';

export const getAppointmentCounters = (signal?: AbortSignal) => api.get('/admin/appointments/counters', { signal });

export const appointmentCountersQueryOptions = () => queryOptions({ queryKey: appointmentKeys.counters, queryFn: ({ signal }) => getAppointmentCounters(signal) });

export const useAppointmentCounters = () => useQuery(appointmentCountersQueryOptions());

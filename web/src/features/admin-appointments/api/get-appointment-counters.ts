import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { appointmentKeys, type AppointmentCounters } from './appointment-keys';

export const getAppointmentCounters = (signal?: AbortSignal) => apiGet<AppointmentCounters>('/admin/appointments/counters', { signal });

export const appointmentCountersQueryOptions = () => queryOptions({ queryKey: appointmentKeys.counters, queryFn: ({ signal }) => getAppointmentCounters(signal) });

export const useAppointmentCounters = () => useQuery(appointmentCountersQueryOptions());

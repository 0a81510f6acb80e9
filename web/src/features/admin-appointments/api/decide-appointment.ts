import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '../../../lib/api-client';
import { appointmentKeys, type AppointmentDecision, type DecidedAppointment } from './appointment-keys';

export const decideAppointment = ({ id, eventStatus }: AppointmentDecision) =>
  apiPatch<DecidedAppointment>(`/admin/appointments/${encodeURIComponent(id)}`, { eventStatus });

/** Confirm or cancel; success or refusal (someone decided first), the list and counters are read again. */
export function useDecideAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppointment,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

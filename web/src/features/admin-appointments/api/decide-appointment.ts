import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appointmentKeys, type AppointmentDecision } from './appointment-keys';

export const decideAppointment = ({ id, eventStatus }: AppointmentDecision) => api.patch('/admin/appointments/{id}', { params: { id }, body: { eventStatus } });

/** Confirm or cancel; success or refusal (someone decided first), the list and counters are read again. */
export function useDecideAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppointment,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

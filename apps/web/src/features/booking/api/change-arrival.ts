import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Booking, ChangeArrivalBody } from '@landed/shared/schemas/booking';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingsKey } from './get-user-bookings.ts';

export function changeArrival({ id, body }: { id: string; body: ChangeArrivalBody }) {
  return apiRequest<{ booking: Booking }>(api.bookingArrival(id), { method: 'PATCH', body });
}

export function useChangeArrival() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeArrival,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bookingsKey });
      // The server confirms the change with a notification (the dashboard's list).
      await queryClient.invalidateQueries({ queryKey: ['user', 'notifications'] });
    },
  });
}

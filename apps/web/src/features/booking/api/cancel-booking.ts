import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Booking } from '@landed/shared/schemas/booking';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingsKey } from './get-user-bookings.ts';

export function cancelBooking(id: string) {
  return apiRequest<{ booking: Booking }>(api.booking(id), {
    method: 'PATCH',
    body: { status: 'Cancelled' },
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}

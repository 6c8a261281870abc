import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Booking, CreateBookingBody } from '@landed/shared/schemas/booking';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingsKey } from './get-user-bookings.ts';

export function createBooking(body: CreateBookingBody) {
  return apiRequest<{ bookingId: string; booking: Booking }>(api.bookings, {
    method: 'POST',
    body,
  });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}

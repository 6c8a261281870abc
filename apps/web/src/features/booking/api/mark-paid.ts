import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Booking } from '@landed/shared/schemas/booking';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingsKey } from './get-user-bookings.ts';

export function markPaid({ id, reference }: { id: string; reference: string }) {
  return apiRequest<{ booking: Booking }>(api.bookingMarkPaid(id), {
    method: 'PATCH',
    body: reference.trim() ? { reference: reference.trim() } : {},
  });
}

export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPaid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}

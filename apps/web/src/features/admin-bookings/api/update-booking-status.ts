import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { BookingStatus } from '@landed/shared/constants';
import type { AdminBooking } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function updateBookingStatus({ id, status }: { id: string; status: BookingStatus }) {
  return apiRequest<{ booking: AdminBooking }>(api.adminBooking(id), {
    method: 'PATCH',
    body: { status },
  });
}

export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingStatus,
    // Every admin answer, not only this list: the Overview's figures leave out cancelled bookings.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { BookingStatus } from '@landed/shared/constants';
import type { AdminBooking } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// Cancelling a paid booking may set the refund instead of the policy: dollars and a reason
// (docs/decisions/086).
export function updateBookingStatus({
  id,
  status,
  refund,
}: {
  id: string;
  status: BookingStatus;
  refund?: { amount: number; reason: string } | undefined;
}) {
  return apiRequest<{ booking: AdminBooking }>(api.adminBooking(id), {
    method: 'PATCH',
    body: refund
      ? { status, refundAmount: refund.amount, refundReason: refund.reason }
      : { status },
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

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminBooking } from '@landed/shared/schemas/admin';
import type { AssignmentBody } from '@landed/shared/schemas/arrivals';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// A booking's driver, meeting point and pickup status.
export function assignPickup({ id, body }: { id: string; body: AssignmentBody }) {
  return apiRequest<{ booking: AdminBooking }>(api.adminBookingAssignment(id), {
    method: 'PATCH',
    body,
  });
}

export function useAssignPickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPickup,
    // The board, the bookings list and the System Notifications all show it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PartnerApprovalBody, PartnerBooking } from '@landed/shared/schemas/partner-bookings';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// POST /api/partner/approvals/{bookingId}: approve, or decline with a reason.
export function decideApproval({
  bookingId,
  ...body
}: PartnerApprovalBody & { bookingId: string }) {
  return apiRequest<{ booking: PartnerBooking }>(api.partnerApproval(bookingId), {
    method: 'POST',
    body,
  });
}

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    // The queue and the bookings list both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partner'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PartnerImportConfirm } from '@landed/shared/schemas/partner-bookings';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// POST /api/partner/imports/{id}/confirm: every valid row booked, once.
export function confirmStudentsUpload(importId: string) {
  return apiRequest<PartnerImportConfirm>(api.partnerImportConfirm(importId), { method: 'POST' });
}

export function useConfirmStudentsUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmStudentsUpload,
    // The bookings list, the arrivals board (a booking for today shows at once) and the
    // "Not yet invoiced" total all count it (issue 33 item 6).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partner'] }),
  });
}

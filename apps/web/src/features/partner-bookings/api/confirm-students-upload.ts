import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PartnerImportConfirm } from '@landed/shared/schemas/partner-bookings';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { partnerBookingsKey } from '#web/features/partner-bookings/api/get-partner-bookings.ts';

// POST /api/partner/imports/{id}/confirm: every valid row booked, once.
export function confirmStudentsUpload(importId: string) {
  return apiRequest<PartnerImportConfirm>(api.partnerImportConfirm(importId), { method: 'POST' });
}

export function useConfirmStudentsUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmStudentsUpload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerBookingsKey }),
  });
}

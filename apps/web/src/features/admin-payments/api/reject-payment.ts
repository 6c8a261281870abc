import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminPayment } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function rejectPayment({ id, reason }: { id: string; reason?: string }) {
  return apiRequest<{ payment: AdminPayment }>(api.adminPaymentReject(id), {
    method: 'POST',
    body: { reason },
  });
}

export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPayment,
    // Every admin answer, not only this list: the booking's payment status changes with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

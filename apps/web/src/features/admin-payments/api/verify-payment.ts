import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminPayment } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function verifyPayment(id: string) {
  return apiRequest<{ payment: AdminPayment }>(api.adminPaymentVerify(id), { method: 'POST' });
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    // Every admin answer, not only this list: the booking's payment status and the Overview's
    // revenue change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

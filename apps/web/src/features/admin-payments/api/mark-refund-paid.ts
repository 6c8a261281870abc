import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminRefund } from '@landed/shared/schemas/refund';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function markRefundPaid({ id, reference }: { id: string; reference: string }) {
  return apiRequest<{ refund: AdminRefund }>(api.adminRefundPaid(id), {
    method: 'POST',
    body: { reference },
  });
}

export function useMarkRefundPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRefundPaid,
    // Every admin answer: the booking's refund, its adjustment note and the Overview's revenue
    // change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

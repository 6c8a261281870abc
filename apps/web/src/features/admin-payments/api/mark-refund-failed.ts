import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminRefund } from '@landed/shared/schemas/refund';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function markRefundFailed({ id, reason }: { id: string; reason: string }) {
  return apiRequest<{ refund: AdminRefund }>(api.adminRefundFailed(id), {
    method: 'POST',
    body: { reason },
  });
}

export function useMarkRefundFailed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRefundFailed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminRefund } from '@landed/shared/schemas/refund';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// Staff agree to pay a Due refund to the account the student changed to (issue 31).
export function confirmRefundAccountChange({ id }: { id: string }) {
  return apiRequest<{ refund: AdminRefund }>(api.adminRefundConfirmAccountChange(id), {
    method: 'POST',
    body: {},
  });
}

export function useConfirmRefundAccountChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmRefundAccountChange,
    // The refund's detail (the account it is paid to) and the list's flag change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { AdminRefundDetail } from '@landed/shared/schemas/refund';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { refundsKey } from '#web/features/admin-payments/api/get-refunds.ts';

// One refund with the account to pay it into, in full: asked for only when someone opens
// "Mark paid" (the server logs the read; docs/decisions/086).
export const refundQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...refundsKey, 'detail', id],
    queryFn: ({ signal }) => apiRequest<AdminRefundDetail>(api.adminRefund(id), { signal }),
    staleTime: Infinity,
  });

export function useRefund(id: string | null) {
  return useQuery({ ...refundQueryOptions(id ?? ''), enabled: id !== null });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AdminPayment } from '@landed/shared/schemas/admin';

import { api } from '#web/config/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function usePayments(params: { status: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'payments', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(params.page), limit: '25' });
      if (params.status) query.set('status', params.status);
      return apiRequest<{ payments: AdminPayment[]; total: number }>(
        `${api.adminPayments}?${query}`,
        { signal },
      );
    },
    placeholderData: keepPreviousData,
  });
}

export function useReviewPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      reason,
    }: {
      id: string;
      decision: 'verify' | 'reject';
      reason?: string;
    }) =>
      decision === 'verify'
        ? apiRequest<{ payment: AdminPayment }>(api.adminPaymentVerify(id), { method: 'POST' })
        : apiRequest<{ payment: AdminPayment }>(api.adminPaymentReject(id), {
            method: 'POST',
            body: { reason },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

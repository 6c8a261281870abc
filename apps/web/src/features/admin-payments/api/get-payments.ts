import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { AdminPayment } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const paymentsKey = ['admin', 'payments'] as const;

export type PaymentsParams = { status: string; page: number };

export function getPayments(params: PaymentsParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(params.page), limit: '25' });
  if (params.status) query.set('status', params.status);
  return apiRequest<{ payments: AdminPayment[]; total: number }>(`${api.adminPayments}?${query}`, {
    signal,
  });
}

export const paymentsQueryOptions = (params: PaymentsParams) =>
  queryOptions({
    queryKey: [...paymentsKey, params],
    queryFn: ({ signal }) => getPayments(params, signal),
    placeholderData: keepPreviousData,
  });

export function usePayments(params: PaymentsParams) {
  return useQuery(paymentsQueryOptions(params));
}

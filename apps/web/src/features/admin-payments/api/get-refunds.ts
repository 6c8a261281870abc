import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { AdminRefund } from '@landed/shared/schemas/refund';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const refundsKey = ['admin', 'refunds'] as const;

export type RefundsParams = { status: string; page: number };

export function getRefunds(params: RefundsParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(params.page), limit: '25' });
  if (params.status) query.set('status', params.status);
  return apiRequest<{ refunds: AdminRefund[]; total: number }>(`${api.adminRefunds}?${query}`, {
    signal,
  });
}

export const refundsQueryOptions = (params: RefundsParams) =>
  queryOptions({
    queryKey: [...refundsKey, params],
    queryFn: ({ signal }) => getRefunds(params, signal),
    placeholderData: keepPreviousData,
  });

export function useRefunds(params: RefundsParams) {
  return useQuery(refundsQueryOptions(params));
}

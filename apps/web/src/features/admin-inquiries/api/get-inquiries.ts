import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Inquiry } from '@landed/shared/schemas/inquiry';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const inquiriesKey = ['admin', 'inquiries'] as const;

export type InquiriesParams = { status: string; page: number };

export function getInquiries(params: InquiriesParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(params.page), limit: '25' });
  if (params.status) query.set('status', params.status);
  return apiRequest<{ inquiries: Inquiry[]; total: number; unread: number }>(
    `${api.adminInquiries}?${query}`,
    { signal },
  );
}

export const inquiriesQueryOptions = (params: InquiriesParams) =>
  queryOptions({
    queryKey: [...inquiriesKey, params],
    queryFn: ({ signal }) => getInquiries(params, signal),
    placeholderData: keepPreviousData,
  });

export function useInquiries(params: InquiriesParams) {
  return useQuery(inquiriesQueryOptions(params));
}

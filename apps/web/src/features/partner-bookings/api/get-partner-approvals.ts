import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { PartnerBookingsPage } from '#web/features/partner-bookings/api/get-partner-bookings.ts';

export const partnerApprovalsKey = ['partner', 'approvals'] as const;

export function getPartnerApprovals(page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: '20' });
  return apiRequest<PartnerBookingsPage>(`${api.partnerApprovals}?${query}`, { signal });
}

export const partnerApprovalsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...partnerApprovalsKey, page],
    queryFn: ({ signal }) => getPartnerApprovals(page, signal),
    placeholderData: keepPreviousData,
  });

export function usePartnerApprovals(page: number) {
  return useQuery(partnerApprovalsQueryOptions(page));
}

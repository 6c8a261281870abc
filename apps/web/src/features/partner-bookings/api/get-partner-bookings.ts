import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { PartnerBooking } from '@landed/shared/schemas/partner-bookings';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const partnerBookingsKey = ['partner', 'bookings'] as const;

export type PartnerBookingsPage = { bookings: PartnerBooking[]; total: number };

export function getPartnerBookings(page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: '20' });
  return apiRequest<PartnerBookingsPage>(`${api.partnerBookings}?${query}`, { signal });
}

export const partnerBookingsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...partnerBookingsKey, page],
    queryFn: ({ signal }) => getPartnerBookings(page, signal),
    placeholderData: keepPreviousData,
  });

export function usePartnerBookings(page: number) {
  return useQuery(partnerBookingsQueryOptions(page));
}

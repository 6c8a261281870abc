import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { AdminBooking } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const bookingsKey = ['admin', 'bookings'] as const;

export type BookingsParams = { status: string; search: string; page: number };

export function getBookings(params: BookingsParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(params.page), limit: '25' });
  if (params.status) query.set('status', params.status);
  if (params.search) query.set('search', params.search);
  return apiRequest<{ bookings: AdminBooking[]; total: number }>(`${api.adminBookings}?${query}`, {
    signal,
  });
}

export const bookingsQueryOptions = (params: BookingsParams) =>
  queryOptions({
    queryKey: [...bookingsKey, params],
    queryFn: ({ signal }) => getBookings(params, signal),
    placeholderData: keepPreviousData,
  });

export function useBookings(params: BookingsParams) {
  return useQuery(bookingsQueryOptions(params));
}

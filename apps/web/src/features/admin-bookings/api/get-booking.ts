import { queryOptions, useQuery } from '@tanstack/react-query';

import type { AdminBookingDetail } from '@landed/shared/schemas/booking-timeline';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingsKey } from './get-bookings.ts';

// Under the list's key: whatever refreshes the bookings refreshes an open drawer too.
export const bookingDetailKey = (id: string) => [...bookingsKey, 'detail', id] as const;

export function getBooking(id: string, signal?: AbortSignal) {
  return apiRequest<AdminBookingDetail>(api.adminBooking(id), { signal });
}

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bookingDetailKey(id),
    queryFn: ({ signal }) => getBooking(id, signal),
  });

export function useBooking(id: string | null) {
  return useQuery({ ...bookingQueryOptions(id ?? ''), enabled: Boolean(id) });
}

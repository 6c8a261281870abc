import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Booking } from '@landed/shared/schemas/booking';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const bookingsKey = ['user', 'bookings'] as const;

export function getUserBookings(userId: string, signal?: AbortSignal) {
  return apiRequest<{ bookings: Booking[]; total: number }>(
    `${api.userBookings(userId)}?limit=100`,
    { signal },
  );
}

export const userBookingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...bookingsKey, userId],
    queryFn: ({ signal }) => getUserBookings(userId, signal),
  });

export function useUserBookings(userId: string | null) {
  return useQuery({ ...userBookingsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

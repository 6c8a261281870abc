import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { BookingStatus } from '@landed/shared/constants';
import type { AdminBooking } from '@landed/shared/schemas/admin';

import { api } from '#web/config/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const key = ['admin', 'bookings'] as const;

export function useAdminBookings(params: { status: string; search: string; page: number }) {
  return useQuery({
    queryKey: [...key, params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(params.page), limit: '25' });
      if (params.status) query.set('status', params.status);
      if (params.search) query.set('search', params.search);
      return apiRequest<{ bookings: AdminBooking[]; total: number }>(
        `${api.adminBookings}?${query}`,
        { signal },
      );
    },
    placeholderData: keepPreviousData,
  });
}

export function useSetBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BookingStatus }) =>
      apiRequest<{ booking: AdminBooking }>(api.adminBooking(id), {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

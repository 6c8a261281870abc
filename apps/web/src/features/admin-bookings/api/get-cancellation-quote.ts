import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CancellationQuote } from '@landed/shared/schemas/cancellation';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingsKey } from './get-bookings.ts';

// What the policy returns if staff cancel now (issue 31), under the list's key like the drawer.
export function getCancellationQuote(id: string, signal?: AbortSignal) {
  return apiRequest<CancellationQuote>(api.adminBookingCancellation(id), { signal });
}

export function useCancellationQuote(id: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...bookingsKey, 'cancellation', id ?? ''] as const,
      queryFn: ({ signal }) => getCancellationQuote(id ?? '', signal),
    }),
    enabled: Boolean(id),
  });
}

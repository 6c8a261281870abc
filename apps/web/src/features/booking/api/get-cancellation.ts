import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CancellationQuote } from '@landed/shared/schemas/cancellation';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// What cancelling the booking now would refund (docs/decisions/085): asked when the cancel
// dialog opens, never kept, since the figure changes as the arrival nears.
export function getCancellation(id: string, signal?: AbortSignal) {
  return apiRequest<CancellationQuote>(api.bookingCancellation(id), { signal });
}

export const cancellationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['booking', 'cancellation', id],
    queryFn: ({ signal }) => getCancellation(id, signal),
    staleTime: 0,
    gcTime: 0,
  });

export function useCancellation(id: string | null) {
  return useQuery({ ...cancellationQueryOptions(id ?? ''), enabled: id !== null });
}

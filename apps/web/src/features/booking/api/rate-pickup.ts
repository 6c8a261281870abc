import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PickupRating, PickupRatingBody } from '@landed/shared/schemas/ratings';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingsKey } from './get-user-bookings.ts';

export function ratePickup({ id, body }: { id: string; body: PickupRatingBody }) {
  return apiRequest<{ rating: PickupRating }>(api.bookingRating(id), { method: 'POST', body });
}

export function useRatePickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ratePickup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}

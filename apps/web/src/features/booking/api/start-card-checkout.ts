import { useMutation } from '@tanstack/react-query';

import type { CheckoutResponse } from '@landed/shared/schemas/card-payments';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// Pay by card (docs/decisions/089): the Stripe Checkout page to go to. The booking is not paid
// until Stripe's webhook says so, so nothing here changes what the dashboard shows.
export function startCardCheckout({ id }: { id: string }) {
  return apiRequest<CheckoutResponse>(api.bookingCheckout(id), { method: 'POST' });
}

export function useStartCardCheckout() {
  return useMutation({ mutationFn: startCardCheckout });
}

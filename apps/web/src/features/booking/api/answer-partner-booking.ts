import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Booking } from '@landed/shared/schemas/booking';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingsKey } from './get-user-bookings.ts';

// PATCH /api/booking/{id}/partner-consent: the student accepts or refuses a booking a partner
// made for them (docs/decisions/105); refusing cancels it.
export function answerPartnerBooking({ id, accept }: { id: string; accept: boolean }) {
  return apiRequest<{ booking: Booking }>(api.bookingPartnerConsent(id), {
    method: 'PATCH',
    body: { accept },
  });
}

export function useAnswerPartnerBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerPartnerBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Booking } from '@landed/shared/schemas/booking';
import type { PartnerBooking, PartnerBookingBody } from '@landed/shared/schemas/partner-bookings';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type BookedForStudent = {
  bookingId: string;
  booking: Booking;
  partnerBooking: PartnerBooking;
};

// POST /api/partner/bookings: one student, priced by the server.
export function bookForStudent(body: PartnerBookingBody) {
  return apiRequest<BookedForStudent>(api.partnerBookings, { method: 'POST', body });
}

export function useBookForStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookForStudent,
    // The bookings list, the arrivals board (a booking for today shows at once) and the
    // "Not yet invoiced" total all count it (issue 33 item 6).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partner'] }),
  });
}

import type { FastifyInstance } from 'fastify';

import type { AdminBookingDetail } from '@landed/shared/schemas/booking-timeline';

import { notFound } from '#server/lib/http-errors.ts';
import { getBookingTimeline } from '#server/operations/bookings/get-booking-timeline.ts';

// One booking as staff see it, with its timeline (the booking drawer).
export async function getBookingDetail(
  app: FastifyInstance,
  { bookingId }: { bookingId: string },
): Promise<AdminBookingDetail> {
  const booking = await app.bookingsRepository.findWithUser(bookingId);
  if (!booking) throw notFound('Booking not found.');
  return { booking, timeline: await getBookingTimeline(app, { bookingId: booking._id }) };
}

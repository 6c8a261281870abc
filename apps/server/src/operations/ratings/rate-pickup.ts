// The student rates their pickup once it is done (issue 35 item 5): once per booking, kept
// with the driver who did it, on the booking's timeline for the team.
import type { FastifyInstance } from 'fastify';

import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';
import type { PickupRating } from '@landed/shared/schemas/ratings';
import { RATING_MESSAGES } from '@landed/shared/schemas/ratings';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import type { PickupRatingRow } from '#server/plugins/app/ratings/ratings-repository.ts';

export const toPickupRating = (row: PickupRatingRow): PickupRating => ({
  score: row.score,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

export async function ratePickup(
  app: FastifyInstance,
  {
    actor,
    bookingId,
    score,
    comment,
  }: { actor: SignedInActor; bookingId: string; score: number; comment: string },
): Promise<PickupRating> {
  return app.db.transaction(async (tx) => {
    const booking = await app.bookingsRepository.findForUser(bookingId, actor.id, tx);
    if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
    if (booking.pickupStatus !== 'Done') throw conflict(RATING_MESSAGES.notYet, 'NOT_RATEABLE');
    const row = await app.ratingsRepository.create(
      { bookingId: booking.id, driverId: booking.driverId, score, comment },
      tx,
    );
    if (!row) throw conflict(RATING_MESSAGES.alreadyRated, 'ALREADY_RATED');
    await recordBookingEvent(app, {
      bookingId: booking.id,
      actor,
      action: 'pickup_rated',
      details: { score, ...(comment ? { comment } : {}) },
      tx,
    });
    return toPickupRating(row);
  });
}

import type { FastifyInstance } from 'fastify';

import type { LowRating } from '@landed/shared/schemas/ratings';
import { LOW_RATING_MAX, RATING_WINDOW_DAYS } from '@landed/shared/schemas/ratings';

import { toPickupRating } from '#server/operations/ratings/rate-pickup.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// The Overview shows the latest ones; the bookings list holds the rest.
const SHOWN = 20;

export const ratingWindowStart = (now: Date) =>
  new Date(now.getTime() - RATING_WINDOW_DAYS * DAY_MS);

// Every rating of 3 or less over the last 90 days, newest first, for the Overview.
export async function getLowRatings(app: FastifyInstance): Promise<LowRating[]> {
  const rows = await app.ratingsRepository.low({
    since: ratingWindowStart(app.config.now()),
    atMost: LOW_RATING_MAX,
    limit: SHOWN,
  });
  return rows.map((r) => ({
    ...toPickupRating(r.rating),
    bookingId: r.rating.bookingId,
    bookingRef: r.bookingRef,
    student: r.student,
    driver: r.driver,
  }));
}

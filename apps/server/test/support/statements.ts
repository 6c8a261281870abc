// Bookings for the bank-statement tests (docs/decisions/088, 103): booked by the student, then
// given the reference and total a statement quotes; `claimed`: the student said "I have paid".
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { bookings } from '#server/db/schema.ts';
import { book, bookingBody } from '#test/fixtures.ts';
import { bearer } from '#test/helper.ts';

// The student's booker: (reference, total in cents, claimed?) → the booking's id.
export function statementBookings(
  app: FastifyInstance,
  { token, packageId }: { token: string; packageId: string },
) {
  return async (bookingRef: string, totalCents: number, claimed = false): Promise<string> => {
    const made = await book(app, token, bookingBody({ packageId }));
    const id = made.json().booking._id as string;
    await app.db
      .update(bookings)
      .set({ bookingRef, totalPriceCents: totalCents })
      .where(eq(bookings.id, id));
    if (claimed) {
      const paid = await app.inject({
        method: 'PATCH',
        url: `/api/booking/${id}/mark-paid`,
        headers: bearer(token),
        payload: { reference: 'sent from my bank' },
      });
      expect(paid.statusCode).toBe(200);
    }
    return id;
  };
}

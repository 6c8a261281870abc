// Bookings for the bank-statement tests (docs/decisions/088, 103): booked by the student, then
// given the reference and total a statement quotes; `claimed`: the student said "I have paid".
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

import { bookings } from '#server/db/schema.ts';
import { book, bookingBody } from '#test/fixtures.ts';
import { bearer } from '#test/helper.ts';

export async function statementBooking(
  app: FastifyInstance,
  {
    token,
    packageId,
    bookingRef,
    totalCents,
    claimed = false,
  }: {
    token: string;
    packageId: string;
    bookingRef: string;
    totalCents: number;
    claimed?: boolean;
  },
): Promise<string> {
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
}

import type { FastifyInstance } from 'fastify';

import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';

import { notFound } from '#server/lib/http-errors.ts';
import { getIssuedDocumentPdf } from '#server/operations/documents/get-issued-document.ts';

// A booking's adjustment note as a PDF (docs/decisions/087), for its owner (`ownerId`) or for
// staff (no `ownerId`), drawn from its frozen content in the owner's language alongside the
// English, like the invoice. Someone else's booking, or a number that is not this booking's
// note, is a 404.
export async function getAdjustmentNotePdf(
  app: FastifyInstance,
  { bookingId, number, ownerId }: { bookingId: string; number: number; ownerId?: string },
): Promise<{ fileName: string; pdf: Buffer }> {
  const booking = ownerId
    ? await app.bookingsRepository.findForUser(bookingId, ownerId)
    : await app.bookingsRepository.findById(bookingId);
  if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
  const owner = await app.usersRepository.findById(booking.userId);
  return getIssuedDocumentPdf(app, {
    kind: 'adjustment-note',
    ownerId: booking.id,
    number,
    locale: owner?.locale,
  });
}

import type { FastifyInstance } from 'fastify';

import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';
import { INVOICE_MESSAGES } from '@landed/shared/schemas/invoice';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import {
  findIssuedDocument,
  issuedDocumentPdf,
} from '#server/operations/documents/get-issued-document.ts';
import { issueInvoice } from '#server/operations/invoices/issue-invoice.ts';

// A booking's invoice as a PDF, for its owner (`ownerId`) or for staff (no `ownerId`), in the
// owner's language alongside the English (both ways: it is the student's document). Someone
// else's booking is a 404; a booking whose payment is not verified yet, a 409. A booking verified
// before invoices existed gets its invoice now, numbered in turn (docs/decisions/061).
export async function getInvoicePdf(
  app: FastifyInstance,
  { bookingId, ownerId, actor }: { bookingId: string; ownerId?: string; actor: Actor },
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = ownerId
    ? await app.bookingsRepository.findForUser(bookingId, ownerId)
    : await app.bookingsRepository.findById(bookingId);
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  let content = await findIssuedDocument(app, { kind: 'tax-invoice', ownerId: row.id });
  if (!content) {
    if (row.paymentStatus !== 'Verified') throw conflict(INVOICE_MESSAGES.notReady, 'NOT_VERIFIED');
    content = await app.db.transaction(async (tx) => {
      const booking = (await app.bookingsRepository.lock(row.id, tx))!;
      const claim = await app.paymentsRepository.latestVerified(row.id, tx);
      const issued = await issueInvoice(app, {
        booking,
        actor,
        payment: {
          amountCents: claim?.amountCents ?? booking.totalPriceCents,
          method: claim?.method ?? 'Bank Transfer',
          reference: claim?.reference ?? '',
        },
        tx,
      });
      return issued.content;
    });
  }
  // Printed in the language of the student whose invoice it is, also when staff download it.
  const owner = await app.usersRepository.findById(row.userId);
  return issuedDocumentPdf('tax-invoice', { content, locale: owner?.locale });
}

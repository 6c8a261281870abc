import type { FastifyInstance } from 'fastify';

import { melbourneDate } from '@landed/shared/dates';
import { gstIncluded } from '@landed/shared/money';
import { formatAdjustmentNoteNumber } from '@landed/shared/schemas/refund';

import type { DbOrTx } from '#server/db/client.ts';
import { ADJUSTMENT_NOTE_TEXT } from '#server/documents/adjustment-note.ts';
import type { AdjustmentNoteContent } from '#server/documents/content.ts';
import { parseDocument } from '#server/documents/render-document.ts';
import type { Actor } from '#server/operations/audit.ts';
import { recordDocumentIssued } from '#server/operations/invoices/record-document-issued.ts';
import { sellerOf } from '#server/operations/invoices/issue-invoice.ts';
import { refundReasonFacts, refundReasonIn } from '#server/operations/refunds/refund-reason.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';

// What the note's line says in the student's language (issue 33), frozen with it; the reason in
// their words when it is one of ours (staff's own words stay as written).
async function descriptionTranslation(
  app: FastifyInstance,
  { booking, reason, tx }: { booking: BookingRow; reason: string; tx: DbOrTx },
): Promise<Pick<AdjustmentNoteContent, 'descriptionTranslation'>> {
  const locale = (await app.usersRepository.findById(booking.userId, tx))?.locale;
  const { locale: language, t } = translatorFor(locale);
  if (language === 'en') return {};
  const facts = reason ? refundReasonFacts(reason) : null;
  const bookingRef = booking.bookingRef;
  const text = reason
    ? t('invoice.refundLine', {
        bookingRef,
        reason: facts ? refundReasonIn(language, facts) : reason,
      })
    : t('invoice.refundLineNoReason', { bookingRef });
  return { descriptionTranslation: { locale: language, text } };
}

// Issues the adjustment note of a refund just paid (docs/decisions/087), in the caller's
// transaction, which holds the booking's and the refund's row locks: the note, its number and
// the refund being Paid commit together or not at all. A booking without an invoice (a refund
// of money never invoiced) issues none. The note names the seller as the business settings do
// now, the buyer and the original invoice as that invoice says. GST is 1/11 of the amount, only
// when the original invoice charged GST.
export async function issueAdjustmentNote(
  app: FastifyInstance,
  {
    booking,
    refund,
    actor,
    tx,
  }: {
    booking: BookingRow;
    refund: {
      id: string;
      amountCents: number;
      reason: string;
      // Bank Transfer, or Card when the card provider refunded it.
      method: string;
      reference: string;
      paidAt: Date;
    };
    actor: Actor;
    tx: DbOrTx;
  },
): Promise<AdjustmentNoteContent | null> {
  const invoice = await app.invoicesRepository.findIssued({ ownerId: booking.id }, tx);
  if (!invoice) return null;
  const original = parseDocument('tax-invoice', invoice.content);
  const cms = await app.cmsRepository.get(tx);
  const number = await app.adjustmentNotesRepository.nextNumber(tx);
  const issuedAt = refund.paidAt;
  const issueDate = melbourneDate(issuedAt);
  const gstCharged = original.gstRegistered && original.gstCents > 0;
  const content: AdjustmentNoteContent = {
    version: 1,
    kind: 'adjustment-note',
    title: 'Adjustment note',
    number: formatAdjustmentNoteNumber(number),
    issueDate,
    seller: sellerOf(cms),
    buyer: original.buyer,
    bookingRef: original.bookingRef,
    invoice: {
      number: original.number,
      issueDate: original.issueDate,
      title: original.title,
      totalCents: original.totalCents,
    },
    description: `Refund for booking ${original.bookingRef}${refund.reason ? `: ${refund.reason}` : ''}`,
    ...(await descriptionTranslation(app, { booking, reason: refund.reason, tx })),
    amountCents: refund.amountCents,
    gstCents: gstCharged ? gstIncluded(refund.amountCents) : 0,
    gstCharged,
    refund: { method: refund.method, reference: refund.reference, paidOn: issueDate },
    notes: [ADJUSTMENT_NOTE_TEXT(original.number, original.issueDate)],
  };
  await app.adjustmentNotesRepository.create(
    {
      number,
      bookingId: booking.id,
      refundId: refund.id,
      invoiceNumber: invoice.number,
      issuedAt,
      content,
      amountCents: content.amountCents,
      gstCents: content.gstCents,
    },
    tx,
  );
  await recordDocumentIssued(app, { bookingId: booking.id, actor, content, tx });
  return content;
}

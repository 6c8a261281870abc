// An adjustment note (issue 26; docs/decisions/087), laid out like the invoice it adjusts: its
// facts name the original invoice; its one line and totals are the adjustment and its GST, then
// how it was refunded. In the student's language alongside the English, like the invoice.
import type { AdjustmentNoteContent } from '#server/documents/content.ts';
import { issuedFact, longDate, renderLayout } from '#server/documents/layout.ts';
import { invoiceMoney } from '#server/documents/pdf-writer.ts';
import { INVOICE_NOTES } from '#server/documents/tax-invoice.ts';

// The sentence every adjustment note carries (its translation: `invoice.noteAdjusts`).
export const ADJUSTMENT_NOTE_TEXT = (invoiceNumber: string, invoiceDate: string) =>
  `This adjustment note reduces the amount of invoice ${invoiceNumber}, issued on ${invoiceDate}, by the amount below, refunded to the buyer.`;

export function renderAdjustmentNote(
  note: AdjustmentNoteContent,
  { locale }: { locale?: string | null } = {},
): Promise<Buffer> {
  return renderLayout(note, {
    locale,
    layout: (pen) => {
      const { translate } = pen;
      const adjusted = note.invoice;
      return {
        facts: [
          ['Adjustment note number', note.number, translate('invoice.adjustmentNoteNumber')],
          issuedFact(pen, note),
          [
            'Original invoice',
            `${adjusted.number}, ${longDate(adjusted.issueDate)}`,
            translate('invoice.originalInvoice'),
          ],
          ['Booking reference', note.bookingRef, translate('invoice.bookingReference')],
        ],
        lines: [
          {
            description: note.description,
            translation: note.descriptionTranslation,
            quantity: 1,
            unitPriceCents: note.amountCents,
            amountCents: note.amountCents,
          },
        ],
        totals: (total) => {
          total(
            note.gstCharged
              ? [
                  'Adjustment (including GST)',
                  invoiceMoney(note.amountCents),
                  translate('invoice.adjustmentIncludingGst'),
                ]
              : ['Adjustment', invoiceMoney(note.amountCents), translate('invoice.adjustment')],
            'bold',
          );
          if (note.gstCharged) {
            total([
              'GST adjustment',
              invoiceMoney(note.gstCents),
              translate('invoice.gstAdjustment'),
            ]);
          }
          total([
            `Refunded by ${note.refund.method.toLowerCase()} on ${longDate(note.refund.paidOn)}`,
            invoiceMoney(note.amountCents),
            note.refund.method === 'Bank Transfer'
              ? translate('invoice.refundedByBankTransfer')
              : translate('invoice.refunded'),
          ]);
        },
        noteTranslation: (text) => {
          const seller = note.seller.name;
          if (text === INVOICE_NOTES.noAbn) return translate('invoice.noteNoAbn');
          if (text === ADJUSTMENT_NOTE_TEXT(adjusted.number, adjusted.issueDate)) {
            return translate('invoice.noteAdjusts', {
              number: adjusted.number,
              date: adjusted.issueDate,
            });
          }
          if (text === INVOICE_NOTES.notRegistered(seller)) {
            return translate('invoice.noteNotRegistered', { seller });
          }
          return null;
        },
        closing: [
          'Questions about this adjustment note? Reply to our e-mail or contact us.',
          translate('invoice.thanksAdjustment'),
        ],
      };
    },
  });
}

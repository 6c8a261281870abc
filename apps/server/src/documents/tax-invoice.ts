// A booking's invoice (docs/decisions/061): a tax invoice when the seller is registered for GST
// and has an ABN on record, else a plain invoice. In the student's language alongside the
// English (issue 18); an English invoice is drawn exactly as before.
import type { InvoiceContent } from '#server/documents/content.ts';
import { issuedFact, longDate, renderLayout } from '#server/documents/layout.ts';
import { invoiceMoney } from '#server/documents/pdf-writer.ts';

// The note an invoice carries when it cannot be a tax invoice, and why (docs/decisions/061).
export const INVOICE_NOTES = {
  noAbn:
    'This is not a tax invoice: our ABN was not on record when it was issued. Contact us if you need a tax invoice.',
  notRegistered: (seller: string) =>
    `No GST has been charged: ${seller} is not registered for GST.`,
  // A tax invoice issued later for a plain one (docs/decisions/079); the date as YYYY-MM-DD,
  // which reads the same in every language of the PDF.
  replaces: (number: string, issueDate: string) =>
    `This tax invoice replaces invoice ${number}, issued on ${issueDate} without our ABN. It is for the same supply, paid once.`,
} as const;

export function renderTaxInvoice(
  invoice: InvoiceContent,
  { locale }: { locale?: string | null } = {},
): Promise<Buffer> {
  return renderLayout(invoice, {
    locale,
    layout: (pen) => {
      const { translate, write, sub, doc, left, width } = pen;
      return {
        facts: [
          ['Invoice number', invoice.number, translate('invoice.invoiceNumber')],
          issuedFact(pen, invoice),
          ['Booking reference', invoice.bookingRef, translate('invoice.bookingReference')],
        ],
        lines: invoice.lines,
        // What was charged, its GST, how it was paid, what is left.
        totals: (total) => {
          total(
            invoice.gstRegistered
              ? [
                  'Total (including GST)',
                  invoiceMoney(invoice.totalCents),
                  translate('invoice.totalIncludingGst'),
                ]
              : ['Total', invoiceMoney(invoice.totalCents), translate('invoice.total')],
            'bold',
          );
          if (invoice.gstRegistered) {
            total([
              'GST included',
              invoiceMoney(invoice.gstCents),
              translate('invoice.gstIncluded'),
            ]);
          }
          total([
            `Paid by ${invoice.payment.method.toLowerCase()} on ${longDate(invoice.payment.verifiedOn)}`,
            invoiceMoney(invoice.payment.amountCents),
            invoice.payment.method === 'Bank Transfer'
              ? translate('invoice.paidByBankTransfer')
              : translate('invoice.paid'),
          ]);
          const due = Math.max(0, invoice.totalCents - invoice.payment.amountCents);
          total(['Balance due', invoiceMoney(due), translate('invoice.balanceDue')]);
          if (invoice.gstRegistered) {
            doc.moveDown(0.5);
            const includes = 'Total price includes GST';
            write(includes, { weight: 'bold', size: 11, x: left, y: doc.y, width, align: 'right' });
            sub(translate('invoice.totalPriceIncludesGst'), { x: left, width, align: 'right' });
          }
        },
        noteTranslation: (text) => {
          const seller = invoice.seller.name;
          if (text === INVOICE_NOTES.noAbn) return translate('invoice.noteNoAbn');
          if (text === INVOICE_NOTES.notRegistered(seller)) {
            return translate('invoice.noteNotRegistered', { seller });
          }
          const { replaces } = invoice;
          if (replaces && text === INVOICE_NOTES.replaces(replaces.number, replaces.issueDate)) {
            return translate('invoice.noteReplaces', {
              number: replaces.number,
              date: replaces.issueDate,
            });
          }
          return null;
        },
        closing: [
          'Thank you for choosing Landed. Questions about this invoice? Reply to our e-mail or contact us.',
          translate('invoice.thanks'),
        ],
      };
    },
  });
}

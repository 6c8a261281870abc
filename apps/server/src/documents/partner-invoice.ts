// A partner's monthly invoice (issue 27; docs/decisions/096), in English like every mail to a
// partner: its lines are its bookings with their GST; its facts carry the period, the due date
// and the reference to pay with; then how to pay by transfer.
import { formatCalendarDate } from '@landed/shared/dates';

import type { PartnerInvoiceContent } from '#server/documents/content.ts';
import { issuedFact, longDate, renderLayout } from '#server/documents/layout.ts';
import { invoiceMoney, MUTED } from '#server/documents/pdf-writer.ts';
import type { Pen } from '#server/documents/pdf-writer.ts';

export function renderPartnerInvoice(account: PartnerInvoiceContent): Promise<Buffer> {
  return renderLayout(account, {
    layout: (pen) => ({
      facts: [
        ['Invoice number', account.number, null],
        issuedFact(pen, account),
        ['Period', `${longDate(account.periodStart)} to ${longDate(account.periodEnd)}`, null],
        ['Due date', longDate(account.dueOn), null],
        ['Payment reference', account.paymentReference, null],
      ],
      buyerDetails: account.buyer,
      // Each booking: its reference, the student, the service, the arrival day and its GST.
      lines: account.lines.map((line) => ({
        description: `${line.bookingRef}, ${line.student}: ${line.service} (arrival ${formatCalendarDate(line.arrival)}${account.gstRegistered ? `; GST ${invoiceMoney(line.gstCents)}` : ''})`,
        quantity: 1,
        unitPriceCents: line.amountCents,
        amountCents: line.amountCents,
      })),
      totals: (total) => {
        const label = account.gstRegistered ? 'Total (including GST)' : 'Total';
        total([label, invoiceMoney(account.totalCents), null], 'bold');
        if (account.gstRegistered) total(['GST included', invoiceMoney(account.gstCents), null]);
        total([`Due by ${longDate(account.dueOn)}`, invoiceMoney(account.totalCents), null]);
      },
      after: () => drawHowToPay(pen, account),
      closing: ['Questions about this invoice? Reply to our e-mail or contact us.', null],
    }),
  });
}

// A partner pays its invoice by transfer: the account, PayID and the reference to quote.
function drawHowToPay({ doc, write, left, width }: Pen, account: PartnerInvoiceContent) {
  const { payTo } = account;
  if (!payTo) return;
  doc.moveDown(1.2);
  write('How to pay', { weight: 'bold', x: left, y: doc.y, width });
  doc.moveDown(0.2);
  const rows: Array<[string, string]> = [
    ['Account name', payTo.accountName],
    ['BSB', payTo.bsb],
    ['Account number', payTo.accountNumber],
    ['PayID', payTo.payId],
    ['Reference', account.paymentReference],
  ];
  for (const [label, value] of rows.filter(([, v]) => v)) {
    const y = doc.y;
    write(label, { color: MUTED, x: left, y, width: 110 });
    write(value, { weight: 'bold', x: left + 115, y, width: width - 115 });
  }
}

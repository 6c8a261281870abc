import type { FastifyInstance } from 'fastify';

import { addDays, melbourneDate } from '@landed/shared/dates';
import { gstIncluded } from '@landed/shared/money';
import type { BankDetails } from '@landed/shared/schemas/booking';
import { PARTNER_BILLING_MESSAGES } from '@landed/shared/schemas/partner-billing';

import { documentFileName } from '#server/documents/content.ts';
import type { PartnerInvoiceContent } from '#server/documents/content.ts';
import { renderPartnerInvoice } from '#server/documents/partner-invoice.ts';
import { invoiceMoney } from '#server/documents/pdf-writer.ts';
import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { getBankDetails } from '#server/operations/bookings/get-bank-details.ts';
import { sellerOf } from '#server/operations/invoices/issue-invoice.ts';
import { monthBounds } from '#server/operations/partners/billing/billing-months.ts';
import type { PartnerRow } from '#server/plugins/app/partners/partners-repository.ts';
import {
  formatPartnerInvoiceNumber,
  type PartnerInvoiceRow,
} from '#server/plugins/app/partner-invoices/partner-invoices-repository.ts';

export const PARTNER_INVOICE_NOTES = {
  payWith: (reference: string, dueOn: string) =>
    `Please pay by bank transfer by ${dueOn}, quoting the reference ${reference}.`,
  noAbn:
    'This is not a tax invoice: our ABN was not on record when it was issued. Contact us if you need a tax invoice.',
  notRegistered: (seller: string) =>
    `No GST has been charged: ${seller} is not registered for GST.`,
} as const;

// A partner's consolidated invoice for one Melbourne month (docs/decisions/096): every booking
// it pays on account, not yet invoiced, arriving on or before the month's last day (or today,
// when the month is not over: staff's "invoice now"), one line each with its GST. One invoice
// a partner and month: the month-end job and staff can both ask, on any instance; the second
// finds it issued (409, and its number goes back). The partner's billing e-mail receives it.
export async function issuePartnerInvoice(
  app: FastifyInstance,
  { partnerId, month, actor }: { partnerId: string; month: string; actor: Actor },
): Promise<PartnerInvoiceRow> {
  const repo = app.partnerInvoicesRepository;
  const { firstDay, lastDay } = monthBounds(month);
  const issuedAt = app.config.now();
  const today = melbourneDate(issuedAt);
  const through = lastDay < today ? lastDay : today;
  // A month to come would take that month's one invoice with today's bookings on it.
  if (firstDay > today) {
    throw conflict(PARTNER_BILLING_MESSAGES.monthNotStarted, 'MONTH_NOT_STARTED');
  }
  // The account students pay into, as they are shown it (none while it is a placeholder).
  const { bankDetails } = await getBankDetails(app);
  const { row, partner, content } = await app.db.transaction(async (tx) => {
    const partner = await app.partnersRepository.find(partnerId, tx);
    if (!partner) throw notFound(PARTNER_BILLING_MESSAGES.partnerNotFound);
    // Taken first: the counter's row lock makes issuers of every partner take turns, so the
    // checks below see what an earlier issuer committed.
    const number = await repo.nextNumber(tx);
    if (await repo.findForPeriod({ partnerId, periodStart: firstDay }, tx)) {
      throw conflict(PARTNER_BILLING_MESSAGES.alreadyInvoiced, 'ALREADY_INVOICED');
    }
    const billed = await repo.lockBillable({ partnerId, through }, tx);
    if (billed.length === 0) {
      throw conflict(PARTNER_BILLING_MESSAGES.nothingToInvoice, 'NOTHING_TO_INVOICE');
    }
    const cms = await app.cmsRepository.get(tx);
    const content = partnerInvoiceContent({
      number,
      issueDate: today,
      periodStart: firstDay,
      periodEnd: through,
      partner,
      cms,
      bank: bankDetails,
      lines: billed.map((b) => ({
        bookingRef: b.bookingRef,
        student: b.contactName,
        service: b.packageName,
        arrival: b.preferredDate,
        amountCents: b.totalPriceCents,
      })),
    });
    const row = await repo.create(
      {
        number,
        partnerId,
        periodStart: firstDay,
        periodEnd: through,
        issuedAt,
        dueOn: content.dueOn,
        content,
        totalCents: content.totalCents,
        gstCents: content.gstCents,
        paymentReference: content.paymentReference,
      },
      billed.map((b) => b.id),
      tx,
    );
    await audit(app, {
      actor,
      action: 'partner_invoice.issued',
      entity: { type: 'partner', id: partnerId },
      details: {
        number: content.number,
        month,
        bookings: billed.length,
        total: content.totalCents / 100,
      },
      tx,
    });
    if (partner.billingEmail) {
      await app.mail.enqueue(
        {
          template: 'partner-invoice',
          to: partner.billingEmail,
          data: {
            partnerName: partner.name,
            number: content.number,
            total: invoiceMoney(content.totalCents),
            dueOn: content.dueOn,
            bookings: billed.length,
          },
          attachments: [
            {
              filename: documentFileName(content),
              contentType: 'application/pdf',
              content: await renderPartnerInvoice(content),
            },
          ],
        },
        tx,
      );
    }
    return { row, partner, content };
  });
  app.log.info({ partnerId: partner.id, number: content.number }, 'partner invoice issued');
  return row;
}

// What the invoice says, from the bookings and the business settings at this moment.
export function partnerInvoiceContent({
  number,
  issueDate,
  periodStart,
  periodEnd,
  partner,
  cms,
  bank = null,
  lines,
}: {
  number: number;
  issueDate: string;
  periodStart: string;
  periodEnd: string;
  partner: PartnerRow;
  cms: Parameters<typeof sellerOf>[0];
  bank?: BankDetails | null;
  lines: Array<Omit<PartnerInvoiceContent['lines'][number], 'gstCents'>>;
}): PartnerInvoiceContent {
  const seller = sellerOf(cms);
  const gstRegistered = cms?.gstRegistered ?? true;
  const reference = formatPartnerInvoiceNumber(number);
  const dueOn = addDays(issueDate, partner.paymentTermsDays);
  const withGst = lines.map((line) => ({
    ...line,
    gstCents: gstRegistered ? gstIncluded(line.amountCents) : 0,
  }));
  const notes: string[] = [PARTNER_INVOICE_NOTES.payWith(reference, dueOn)];
  if (gstRegistered && !seller.abn) notes.push(PARTNER_INVOICE_NOTES.noAbn);
  if (!gstRegistered) notes.push(PARTNER_INVOICE_NOTES.notRegistered(seller.name));
  return {
    version: 1,
    kind: 'partner-invoice',
    title: gstRegistered && seller.abn ? 'Tax invoice' : 'Invoice',
    number: reference,
    issueDate,
    dueOn,
    periodStart,
    periodEnd,
    paymentReference: reference,
    seller,
    buyer: {
      name: partner.name,
      email: partner.billingEmail,
      abn: partner.abn,
      address: partner.address,
    },
    lines: withGst,
    totalCents: withGst.reduce((sum, l) => sum + l.amountCents, 0),
    gstRegistered,
    gstCents: withGst.reduce((sum, l) => sum + l.gstCents, 0),
    notes,
    // The reference to quote is the invoice number: staff record the transfer against it
    // (mark-partner-invoice-paid), and a statement line naming it is theirs to link there.
    payTo:
      bank && bank.accountNumber
        ? {
            accountName: bank.accountHolder,
            bsb: bank.routingNumber,
            accountNumber: bank.accountNumber,
            payId: bank.payId,
          }
        : null,
  };
}

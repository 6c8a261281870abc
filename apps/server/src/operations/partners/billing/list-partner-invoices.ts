import type { FastifyInstance } from 'fastify';

import { melbourneDate } from '@landed/shared/dates';
import { PARTNER_BILLING_MESSAGES } from '@landed/shared/schemas/partner-billing';
import type { PartnerInvoicesResponse } from '@landed/shared/schemas/partner-billing';

import { notFound } from '#server/lib/http-errors.ts';

import { formatPartnerInvoiceNumber } from '#server/plugins/app/partner-invoices/partner-invoices-repository.ts';

// A partner's invoices and its statement of account (docs/decisions/096): what is owed, what
// of it is overdue, and what is booked on account but not yet invoiced. The same answer for
// the partner (GET /api/partner/invoices) and staff (GET /api/admin/partners/{id}/invoices).
export async function listPartnerInvoices(
  app: FastifyInstance,
  { partnerId, staff = false }: { partnerId: string; staff?: boolean },
): Promise<PartnerInvoicesResponse> {
  // Staff name the partner in the address: one that does not exist is not found.
  if (staff && !(await app.partnersRepository.find(partnerId))) {
    throw notFound(PARTNER_BILLING_MESSAGES.partnerNotFound);
  }
  const today = melbourneDate(app.config.now());
  const [rows, uninvoiced] = await Promise.all([
    app.partnerInvoicesRepository.list(partnerId),
    // Everything on account not yet invoiced, whatever its arrival day.
    app.partnerInvoicesRepository.uninvoiced({ partnerId, through: '9999-12-31' }),
  ]);
  const invoices = rows.map(({ invoice, bookings }) => ({
    _id: invoice.id,
    number: formatPartnerInvoiceNumber(invoice.number),
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    issueDate: melbourneDate(invoice.issuedAt),
    dueOn: invoice.dueOn,
    totalCents: invoice.totalCents,
    gstCents: invoice.gstCents,
    bookings: Number(bookings),
    paymentReference: invoice.paymentReference ?? formatPartnerInvoiceNumber(invoice.number),
    paidAt: invoice.paidAt?.toISOString() ?? null,
    overdue: !invoice.paidAt && invoice.dueOn < today,
  }));
  const unpaid = invoices.filter((i) => !i.paidAt);
  return {
    invoices,
    owedCents: unpaid.reduce((sum, i) => sum + i.totalCents, 0),
    overdueCents: unpaid.filter((i) => i.overdue).reduce((sum, i) => sum + i.totalCents, 0),
    uninvoiced,
  };
}

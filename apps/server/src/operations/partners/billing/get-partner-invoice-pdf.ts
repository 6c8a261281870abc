import type { FastifyInstance } from 'fastify';

import { PARTNER_BILLING_MESSAGES } from '@landed/shared/schemas/partner-billing';

import { sequenceOf } from '#server/db/counters.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { renderInvoicePdf } from '#server/lib/invoice-pdf.ts';
import type { PartnerInvoiceContent } from '#server/plugins/app/partner-invoices/partner-invoices-repository.ts';

// One of the partner's invoices as its PDF, by number ('PI-000001'), drawn from its frozen
// content; another partner's number is not found.
export async function getPartnerInvoicePdf(
  app: FastifyInstance,
  { partnerId, number }: { partnerId: string; number: string },
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await app.partnerInvoicesRepository.findByNumber({
    partnerId,
    number: sequenceOf(number),
  });
  if (!row) throw notFound(PARTNER_BILLING_MESSAGES.invoiceNotFound);
  const content = row.content as PartnerInvoiceContent;
  return { fileName: `Landed-${content.number}.pdf`, pdf: await renderInvoicePdf(content) };
}

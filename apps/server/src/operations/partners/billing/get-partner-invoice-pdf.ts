import type { FastifyInstance } from 'fastify';

import { sequenceOf } from '#server/db/counters.ts';
import { getIssuedDocumentPdf } from '#server/operations/documents/get-issued-document.ts';

// One of the partner's invoices as its PDF, by number ('PI-000001'), drawn from its frozen
// content; another partner's number is not found.
export async function getPartnerInvoicePdf(
  app: FastifyInstance,
  { partnerId, number }: { partnerId: string; number: string },
): Promise<{ fileName: string; pdf: Buffer }> {
  return getIssuedDocumentPdf(app, {
    kind: 'partner-invoice',
    ownerId: partnerId,
    number: sequenceOf(number),
  });
}

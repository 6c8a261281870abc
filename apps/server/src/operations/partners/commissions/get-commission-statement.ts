import type { FastifyInstance } from 'fastify';

import { PARTNER_BILLING_MESSAGES } from '@landed/shared/schemas/partner-billing';

import { sequenceOf } from '#server/db/counters.ts';
import { csvAmount, toCsv } from '#server/lib/csv.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { renderInvoicePdf } from '#server/lib/invoice-pdf.ts';
import type { CommissionStatementContent } from '#server/plugins/app/commissions/commissions-repository.ts';

// One of the partner's statements as a PDF (the one document builder) or a CSV, by its number
// ('CS-000001'); another partner's number is not found.
export async function getCommissionStatement(
  app: FastifyInstance,
  { partnerId, number, format }: { partnerId: string; number: string; format: 'pdf' | 'csv' },
): Promise<{ fileName: string; pdf?: Buffer; csv?: string }> {
  const row = await app.commissionsRepository.findStatement({
    partnerId,
    number: sequenceOf(number),
  });
  if (!row) throw notFound(PARTNER_BILLING_MESSAGES.statementNotFound);
  const content = row.content as CommissionStatementContent;
  if (format === 'pdf') {
    return { fileName: `Landed-${content.number}.pdf`, pdf: await renderInvoicePdf(content) };
  }
  // Amounts as number cells (docs/decisions/104), unsigned in two columns as the PDF shows them.
  const csv = toCsv({
    columns: [
      'Statement',
      'Month',
      'Booking',
      'Student',
      'Service',
      'Earned (AUD)',
      'Reversed (AUD)',
    ],
    rows: [
      ...content.lines.map((line) => [
        content.number,
        content.month,
        line.bookingRef,
        line.student,
        line.service,
        line.reversal ? '' : csvAmount(line.amountCents / 100),
        line.reversal ? csvAmount(-line.amountCents / 100) : '',
      ]),
      [content.number, content.month, 'Total', '', '', csvAmount(content.totalCents / 100), ''],
    ],
  });
  return { fileName: content.number, csv };
}

import type { FastifyInstance } from 'fastify';

import { sequenceOf } from '#server/db/counters.ts';
import { csvAmount, toCsv } from '#server/lib/csv.ts';
import {
  getIssuedDocument,
  issuedDocumentPdf,
} from '#server/operations/documents/get-issued-document.ts';

// One of the partner's statements as a PDF (src/documents/) or a CSV, by its number
// ('CS-000001'); another partner's number is not found.
export async function getCommissionStatement(
  app: FastifyInstance,
  { partnerId, number, format }: { partnerId: string; number: string; format: 'pdf' | 'csv' },
): Promise<{ fileName: string; pdf?: Buffer; csv?: string }> {
  const content = await getIssuedDocument(app, {
    kind: 'commission-statement',
    ownerId: partnerId,
    number: sequenceOf(number),
  });
  if (format === 'pdf') return issuedDocumentPdf('commission-statement', { content });
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

// An agent's monthly commission statement (issue 27; docs/decisions/097), in English: its lines
// are commissions (a reversal negative), payable by Landed to the agent.
import type { CommissionStatementContent } from '#server/documents/content.ts';
import { issuedFact, longDate, renderLayout } from '#server/documents/layout.ts';
import { invoiceMoney } from '#server/documents/pdf-writer.ts';

export function renderCommissionStatement(statement: CommissionStatementContent): Promise<Buffer> {
  return renderLayout(statement, {
    layout: (pen) => ({
      facts: [
        ['Statement number', statement.number, null],
        issuedFact(pen, statement),
        ['Month', longDate(`${statement.month}-01`).replace(/^1 /, ''), null],
      ],
      billTo: 'Payable to',
      buyerDetails: statement.buyer,
      lines: statement.lines.map((line) => ({
        description: `${line.bookingRef}, ${line.student}: ${line.service}${line.reversal ? ' (refunded: commission reversed)' : ''}`,
        quantity: 1,
        unitPriceCents: line.amountCents,
        amountCents: line.amountCents,
      })),
      totals: (total) => {
        total(['Commission payable', invoiceMoney(statement.totalCents), null], 'bold');
      },
      closing: ['Questions about this statement? Reply to our e-mail or contact us.', null],
    }),
  });
}

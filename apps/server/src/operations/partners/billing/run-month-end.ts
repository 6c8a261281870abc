import type { FastifyInstance } from 'fastify';

import { HttpError } from '#server/lib/http-errors.ts';
import { issueCommissionStatement } from '#server/operations/partners/commissions/issue-commission-statement.ts';
import {
  melbourneMonth,
  monthBounds,
  previousMonth,
} from '#server/operations/partners/billing/billing-months.ts';
import { issuePartnerInvoice } from '#server/operations/partners/billing/issue-partner-invoice.ts';

const SYSTEM = { id: null, email: 'system', ip: '' };

// A 409 means another instance (or staff) issued it first, or nothing is left: not a failure.
async function once<T>(issue: () => Promise<T>): Promise<T | null> {
  try {
    return await issue();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return null;
    throw error;
  }
}

// Once the Melbourne month is over (docs/decisions/096, 097): each partner paying on account
// gets the month's invoice and each agent the month's commission statement. Every instance
// runs it on the reminders' interval; the per-partner-and-month unique keys and the counters'
// row locks make each document once. Returns how many of each this call issued.
export async function runMonthEnd(
  app: FastifyInstance,
): Promise<{ invoices: number; statements: number }> {
  const month = previousMonth(melbourneMonth(app.config.now()));
  const { firstDay, lastDay } = monthBounds(month);
  let invoices = 0;
  for (const partnerId of await app.partnerInvoicesRepository.partnersToInvoice(lastDay)) {
    // Most runs find the month invoiced already: one read, no transaction.
    if (await app.partnerInvoicesRepository.findForPeriod({ partnerId, periodStart: firstDay }))
      continue;
    if (await once(() => issuePartnerInvoice(app, { partnerId, month, actor: SYSTEM })))
      invoices += 1;
  }
  let statements = 0;
  for (const partnerId of await app.commissionsRepository.partnersDue(monthBounds(month))) {
    if (await app.commissionsRepository.findCommissionStatementForMonth({ partnerId, month }))
      continue;
    if (await once(() => issueCommissionStatement(app, { partnerId, month, actor: SYSTEM })))
      statements += 1;
  }
  return { invoices, statements };
}

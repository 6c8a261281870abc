import type { FastifyInstance } from 'fastify';

import { melbourneDate } from '@landed/shared/dates';
import { PARTNER_BILLING_MESSAGES } from '@landed/shared/schemas/partner-billing';

import type { CommissionStatementContent } from '#server/documents/content.ts';
import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { sellerOf } from '#server/operations/invoices/issue-invoice.ts';
import { melbourneMonth, monthBounds } from '#server/operations/partners/billing/billing-months.ts';
import {
  formatStatementNumber,
  type CommissionStatementRow,
} from '#server/plugins/app/commissions/commissions-repository.ts';

// An agent's commission statement for a Melbourne month that is over (docs/decisions/097):
// the commissions earned by its end and on no statement yet, less the reversals in the month of
// commissions an earlier statement listed. One a partner and month, whoever asks on whichever
// instance: the second finds it issued (409), and its number goes back.
export async function issueCommissionStatement(
  app: FastifyInstance,
  { partnerId, month, actor }: { partnerId: string; month: string; actor: Actor },
): Promise<CommissionStatementRow> {
  const issuedAt = app.config.now();
  if (month >= melbourneMonth(issuedAt)) {
    throw conflict(PARTNER_BILLING_MESSAGES.monthNotOver, 'MONTH_NOT_OVER');
  }
  const { start, end } = monthBounds(month);
  const repo = app.commissionsRepository;
  return app.db.transaction(async (tx) => {
    const partner = await app.partnersRepository.find(partnerId, tx);
    if (!partner) throw notFound(PARTNER_BILLING_MESSAGES.partnerNotFound);
    // Taken first: the counter's row lock makes issuers take turns (see the invoices).
    const number = await repo.nextNumber(tx);
    if (await repo.findCommissionStatementForMonth({ partnerId, month }, tx)) {
      throw conflict(PARTNER_BILLING_MESSAGES.alreadyStated, 'ALREADY_STATED');
    }
    const due = await repo.lockDue({ partnerId, start, end }, tx);
    if (due.length === 0) {
      throw conflict(PARTNER_BILLING_MESSAGES.nothingToState, 'NOTHING_TO_STATE');
    }
    const lines = due.map(({ commission, bookingRef, student, service }) => {
      const reversal = commission.status === 'Reversed';
      return {
        bookingRef,
        student,
        service,
        amountCents: reversal ? -commission.amountCents : commission.amountCents,
        reversal,
      };
    });
    const content: CommissionStatementContent = {
      version: 1,
      kind: 'commission-statement',
      title: 'Commission statement',
      number: formatStatementNumber(number),
      issueDate: melbourneDate(issuedAt),
      month,
      seller: sellerOf(await app.cmsRepository.get(tx)),
      buyer: {
        name: partner.name,
        email: partner.billingEmail,
        abn: partner.abn,
        address: partner.address,
      },
      lines,
      totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
      notes: [
        'Commission is earned when a booking is completed and paid, and reversed if the booking is refunded.',
      ],
    };
    const row = await repo.createStatement(
      { number, partnerId, month, issuedAt, content, totalCents: content.totalCents },
      due.filter((d) => d.commission.status === 'Earned').map((d) => d.commission.id),
      tx,
    );
    await audit(app, {
      actor,
      action: 'commission_statement.issued',
      entity: { type: 'partner', id: partnerId },
      details: { number: content.number, month, total: content.totalCents / 100 },
      tx,
    });
    return row;
  });
}

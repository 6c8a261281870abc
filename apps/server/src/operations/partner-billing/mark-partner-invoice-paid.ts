import type { FastifyInstance } from 'fastify';

import { PARTNER_BILLING_MESSAGES } from '@landed/shared/schemas/partner-billing';

import { sequenceOf } from '#server/db/counters.ts';
import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { earnCommission } from '#server/operations/commissions/earn-commission.ts';

// Staff record the partner's transfer for an invoice (docs/decisions/096): the invoice is
// paid, its bookings' payment becomes 'Paid', and an agent's completed bookings on it earn
// their commission. Once: a second mark is refused.
export async function markPartnerInvoicePaid(
  app: FastifyInstance,
  {
    actor,
    partnerId,
    number,
    reference,
  }: { actor: Actor; partnerId: string; number: string; reference?: string | undefined },
) {
  return app.db.transaction(async (tx) => {
    const row = await app.partnerInvoicesRepository.lockByNumber(
      { partnerId, number: sequenceOf(number) },
      tx,
    );
    if (!row) throw notFound(PARTNER_BILLING_MESSAGES.invoiceNotFound);
    if (row.paidAt) throw conflict(PARTNER_BILLING_MESSAGES.alreadyPaid, 'ALREADY_PAID');
    const paid = await app.partnerInvoicesRepository.markPaid(
      { id: row.id, paidAt: app.config.now() },
      tx,
    );
    for (const booking of await app.partnerInvoicesRepository.bookingsOn(row.id, tx)) {
      await earnCommission(app, { row: booking, actor, tx });
    }
    await audit(app, {
      actor,
      action: 'partner_invoice.paid',
      entity: { type: 'partner', id: partnerId },
      details: { number, total: row.totalCents / 100, ...(reference ? { reference } : {}) },
      tx,
    });
    return paid;
  });
}

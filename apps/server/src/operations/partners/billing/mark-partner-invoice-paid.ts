import type { FastifyInstance } from 'fastify';

import { PARTNER_BILLING_MESSAGES } from '@landed/shared/schemas/partner-billing';

import { sequenceOf } from '#server/db/counters.ts';
import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { canTransition, transition } from '#server/operations/booking-lifecycle/transition.ts';

// Staff record the partner's transfer for an invoice (docs/decisions/096): the invoice is
// paid, its unpaid bookings' payment becomes 'Paid', and an agent's completed bookings on it earn
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
    const row = await app.partnerInvoicesRepository.lockIssued(
      { ownerId: partnerId, number: sequenceOf(number) },
      tx,
    );
    if (!row) throw notFound(PARTNER_BILLING_MESSAGES.invoiceNotFound);
    if (row.paidAt) throw conflict(PARTNER_BILLING_MESSAGES.alreadyPaid, 'ALREADY_PAID');
    const paid = await app.partnerInvoicesRepository.markPaid(
      { id: row.id, paidAt: app.config.now() },
      tx,
    );
    // Each booking on it that nobody else paid is Paid, through the lifecycle (which also earns
    // the commission); one verified from another payment stays as it is (issue 31).
    for (const { id } of await app.partnerInvoicesRepository.bookingsOn(row.id, tx)) {
      const booking = (await app.bookingsRepository.lock(id, tx))!;
      if (
        await canTransition(app, { row: booking, event: 'partner-invoice-paid', by: 'staff', tx })
      )
        await transition(app, {
          row: booking,
          event: 'partner-invoice-paid',
          by: 'staff',
          actor,
          details: { invoice: number },
          tx,
        });
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

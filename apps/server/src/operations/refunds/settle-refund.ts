import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import type { RefundRow } from '#server/plugins/app/card-payments/card-payments-repository.ts';

export type RefundOutcome =
  { status: 'Paid'; reference: string } | { status: 'Failed'; reason: string };

// The one way a refund leaves `Due`: Paid with the reference of the money sent back (the bank's
// or the card provider's refund id), or Failed with the reason. Whoever settles it (staff in the
// refunds queue, the card provider's webhook) calls this, in their transaction, so the status,
// its log entry and its timeline line commit together. What follows a paid refund (the
// adjustment note, the student's notification and e-mail) belongs here too, once, for every
// caller. A refund no longer Due is left as it is: undefined.
export async function settleRefund(
  app: FastifyInstance,
  {
    refundId,
    outcome,
    actor,
    tx,
  }: { refundId: string; outcome: RefundOutcome; actor: Actor; tx: DbOrTx },
): Promise<RefundRow | undefined> {
  const refund = await app.cardPaymentsRepository.lockRefund(refundId, tx);
  if (refund?.status !== 'Due') return undefined;
  const settled = await app.cardPaymentsRepository.settleRefund(
    refundId,
    { ...outcome, at: app.config.now() },
    tx,
  );
  const details = {
    amount: refund.amountCents / 100,
    ...(outcome.status === 'Paid' ? { reference: outcome.reference } : { reason: outcome.reason }),
  };
  await audit(app, {
    actor,
    action: outcome.status === 'Paid' ? 'refund.paid' : 'refund.failed',
    entity: { type: 'refund', id: refundId },
    details: { before: 'Due', after: outcome.status, ...details },
    tx,
  });
  await recordBookingEvent(app, {
    bookingId: refund.bookingId,
    actor,
    action: outcome.status === 'Paid' ? 'refund_paid' : 'refund_failed',
    details,
    tx,
  });
  return settled;
}

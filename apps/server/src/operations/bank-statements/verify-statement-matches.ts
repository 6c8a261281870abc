import type { FastifyInstance } from 'fastify';

import type { VerifyExactResponse } from '@landed/shared/schemas/statements';

import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import type { Party } from '#server/operations/booking-lifecycle/machine.ts';
import { canTransition } from '#server/operations/booking-lifecycle/transition.ts';
import { reviewPayment } from '#server/operations/payments/review-payment.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { StatementLineRow } from '#server/plugins/app/bank-statements/bank-statements-repository.ts';

// "Verify all exact matches": each credit still exact is verified through the same review as
// a payment verified by hand (reviewPayment: the booking Received, the invoice, the mail and
// the notification), creating the payment claim, with the bank line as its reference, when the
// student never said "I have paid". One transaction per line, the line locked first: run twice,
// or by two people at once, each line is verified once. A line no longer exact (the booking was
// paid, cancelled or repriced meanwhile) is skipped and stays listed for a person.
export async function verifyStatementMatches(
  app: FastifyInstance,
  { actor, importId }: { actor: SignedInActor; importId: string },
): Promise<VerifyExactResponse> {
  const repo = app.bankStatementsRepository;
  if (!(await repo.find(importId))) throw notFound('Statement import not found.');
  let verified = 0;
  let skipped = 0;
  for (const { id } of await repo.openExactLines(importId)) {
    const outcome = await app.db.transaction(async (tx) => {
      const line = await repo.lockLine(id, tx);
      if (!line || line.resolvedAt || !line.bookingId) return 'done';
      // The student's claim, locked before the booking as a review by hand locks them.
      const pending = await app.bookingsRepository.pendingClaim(line.bookingId, tx);
      const claim = pending ? await app.paymentsRepository.lock(pending.id, tx) : undefined;
      const booking = await app.bookingsRepository.lock(line.bookingId, tx);
      if (
        !booking ||
        booking.status === 'Cancelled' ||
        booking.totalPriceCents !== line.amountCents ||
        !awaitsPayment({ claim, booking }) ||
        // The lifecycle's word on the system verifying it: a booking its partner pays on
        // account is for a person to look at (issue 31).
        !(await canTransition(app, { row: booking, event: 'verify-payment', by: 'system', tx }))
      ) {
        return 'skipped';
      }
      await verifyFromStatementLine(app, { actor, line, booking, claim, by: 'system', tx });
      return 'verified';
    });
    if (outcome === 'verified') verified += 1;
    if (outcome === 'skipped') skipped += 1;
  }
  return { verified, skipped };
}

type Claim = Awaited<ReturnType<FastifyInstance['paymentsRepository']['lock']>>;
type Booking = Pick<BookingRow, 'id' | 'userId' | 'paymentStatus'>;

// Whether a credit can pay the booking now: the student's claim is still pending, or there is
// no claim and the booking is unpaid.
export function awaitsPayment({ claim, booking }: { claim: Claim; booking: Booking }): boolean {
  return claim
    ? claim.status === 'Pending' && booking.paymentStatus === 'Verification Pending'
    : booking.paymentStatus === 'Not Paid';
}

// The bank line pays the booking, whoever matched them (the import, or staff linking it,
// docs/decisions/103): the student's pending claim, or a claim made from the line, verified
// through reviewPayment, and the line resolved with it. The one place a statement verifies.
export async function verifyFromStatementLine(
  app: FastifyInstance,
  {
    actor,
    line,
    booking,
    claim,
    by,
    tx,
    payerAccount,
  }: {
    actor: SignedInActor;
    line: Pick<StatementLineRow, 'id' | 'amountCents' | 'description'>;
    booking: Booking;
    claim: Claim;
    // 'system' for the exact matches nobody looks at line by line; 'staff' for a person's link.
    by: Party;
    tx: DbOrTx;
    // Linked to another student's booking: the payer's account sealed again for them.
    payerAccount?: string | null;
  },
): Promise<void> {
  const paymentId =
    claim?.id ??
    (
      await app.bookingsRepository.createClaim(
        {
          bookingId: booking.id,
          userId: booking.userId,
          amountCents: line.amountCents,
          reference: line.description.slice(0, 100),
        },
        tx,
      )
    ).id;
  await reviewPayment(app, { actor, paymentId, decision: 'Verified', by, tx });
  await app.bankStatementsRepository.resolveLine(
    line.id,
    { paymentId, resolvedBy: actor.id, at: app.config.now(), bookingId: booking.id, payerAccount },
    tx,
  );
}

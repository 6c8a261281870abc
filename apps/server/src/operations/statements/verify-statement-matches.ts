import type { FastifyInstance } from 'fastify';

import type { VerifyExactResponse } from '@landed/shared/schemas/statements';

import { notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { reviewPayment } from '#server/operations/payments/review-payment.ts';

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
  const repo = app.statementsRepository;
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
        // Its partner pays it on account: money for it is for a person to look at (issue 31).
        booking.billedToPartner ||
        booking.totalPriceCents !== line.amountCents ||
        (claim
          ? claim.status !== 'Pending' || booking.paymentStatus !== 'Verification Pending'
          : booking.paymentStatus !== 'Not Paid')
      ) {
        return 'skipped';
      }
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
      await reviewPayment(app, { actor, paymentId, decision: 'Verified', by: 'system', tx });
      await repo.resolveLine(id, { paymentId, resolvedBy: actor.id, at: app.config.now() }, tx);
      return 'verified';
    });
    if (outcome === 'verified') verified += 1;
    if (outcome === 'skipped') skipped += 1;
  }
  return { verified, skipped };
}

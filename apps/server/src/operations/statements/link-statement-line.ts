import type { FastifyInstance } from 'fastify';

import type { StatementLine } from '@landed/shared/schemas/statements';
import { STATEMENT_LINE_MESSAGES as M } from '@landed/shared/schemas/statements';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { reviewPayment } from '#server/operations/payments/review-payment.ts';

// Staff link a mismatched or unmatched credit to the booking it pays, named by its reference
// (docs/decisions/103). The payment is verified exactly as "Verify all exact matches" verifies
// one (verify-statement-matches.ts): the student's pending claim, or a claim made from the bank
// line, through reviewPayment, so a change to how a booking becomes paid is made there once.
// A booking its partner pays on account is never verified from a statement: the partner's
// invoice collects it (issue 31). One transaction, the line locked first: linked once.
export async function linkStatementLine(
  app: FastifyInstance,
  { actor, lineId, bookingRef }: { actor: SignedInActor; lineId: string; bookingRef: string },
): Promise<StatementLine> {
  const repo = app.statementsRepository;
  return app.db.transaction(async (tx) => {
    const line = await repo.lockLine(lineId, tx);
    if (!line) throw notFound(M.lineNotFound);
    if (line.resolvedAt || line.dismissedAt) throw conflict(M.alreadySettled, 'LINE_SETTLED');
    if (line.match === 'exact') throw conflict(M.exactLine, 'EXACT_LINE');
    const bookingId = await repo.bookingIdByRef(bookingRef, tx);
    if (!bookingId) throw notFound(M.bookingNotFound);
    // The claim before the booking, in the order a review by hand locks them.
    const pending = await app.bookingsRepository.pendingClaim(bookingId, tx);
    const claim = pending ? await app.paymentsRepository.lock(pending.id, tx) : undefined;
    const booking = (await app.bookingsRepository.lock(bookingId, tx))!;
    if (booking.billedToPartner) throw conflict(M.billedToPartner, 'BILLED_TO_PARTNER');
    if (booking.status === 'Cancelled') throw conflict(M.bookingCancelled, 'BOOKING_CANCELLED');
    const payable = claim
      ? claim.status === 'Pending' && booking.paymentStatus === 'Verification Pending'
      : booking.paymentStatus === 'Not Paid';
    if (!payable) throw conflict(M.alreadyPaid, 'ALREADY_PAID');
    const paymentId =
      claim?.id ??
      (
        await app.bookingsRepository.createClaim(
          {
            bookingId,
            userId: booking.userId,
            amountCents: line.amountCents,
            reference: line.description.slice(0, 100),
          },
          tx,
        )
      ).id;
    await reviewPayment(app, { actor, paymentId, decision: 'Verified', tx });
    await repo.resolveLine(
      lineId,
      { paymentId, resolvedBy: actor.id, at: app.config.now(), bookingId },
      tx,
    );
    await audit(app, {
      actor,
      action: 'statement.line_linked',
      entity: { type: 'statement_line', id: lineId },
      details: {
        bookingId: booking.bookingRef,
        amount: line.amountCents / 100,
        owed: booking.totalPriceCents / 100,
        match: line.match,
      },
      tx,
    });
    return (await repo.findLine(lineId, tx))!;
  });
}

import type { FastifyInstance } from 'fastify';

import type { StatementLine } from '@landed/shared/schemas/statements';
import { STATEMENT_LINE_MESSAGES as M } from '@landed/shared/schemas/statements';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { decideStatementLine } from '#server/operations/bank-statements/decide-statement-line.ts';
import {
  openPayerAccount,
  sealPayerAccount,
} from '#server/operations/bank-statements/payer-account.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { StatementLineRow } from '#server/plugins/app/bank-statements/bank-statements-repository.ts';
import {
  awaitsPayment,
  verifyFromStatementLine,
} from '#server/operations/bank-statements/verify-statement-matches.ts';

// Staff link a mismatched or unmatched credit to the booking it pays, named by its reference
// (docs/decisions/103). The payment is verified exactly as "Verify all exact matches" verifies
// one (verifyFromStatementLine: the claim, reviewPayment, the line resolved), so a change to
// how a booking becomes paid is made there once. A booking its partner pays on account is
// never verified from a statement: the partner's invoice collects it (issue 31). One
// transaction, the line locked first: linked once.
export async function linkStatementLine(
  app: FastifyInstance,
  { actor, lineId, bookingRef }: { actor: SignedInActor; lineId: string; bookingRef: string },
): Promise<StatementLine> {
  return decideStatementLine(app, {
    actor,
    lineId,
    action: 'statement.line_linked',
    decide: async (line, tx) => {
      const bookingId = await app.bankStatementsRepository.bookingIdByRef(bookingRef, tx);
      if (!bookingId) throw notFound(M.bookingNotFound);
      // The claim before the booking, in the order a review by hand locks them.
      const pending = await app.bookingsRepository.pendingClaim(bookingId, tx);
      const claim = pending ? await app.paymentsRepository.lock(pending.id, tx) : undefined;
      const booking = (await app.bookingsRepository.lock(bookingId, tx))!;
      if (booking.billedToPartner) throw conflict(M.billedToPartner, 'BILLED_TO_PARTNER');
      if (booking.status === 'Cancelled') throw conflict(M.bookingCancelled, 'BOOKING_CANCELLED');
      if (!awaitsPayment({ claim, booking })) throw conflict(M.alreadyPaid, 'ALREADY_PAID');
      const payerAccount = await rebindPayerAccount(app, {
        line,
        bookingId: booking.id,
        userId: booking.userId,
        tx,
      });
      await verifyFromStatementLine(app, {
        actor,
        line,
        booking,
        claim,
        by: 'staff',
        tx,
        payerAccount,
      });
      return {
        bookingId: booking.bookingRef,
        amount: line.amountCents / 100,
        owed: booking.totalPriceCents / 100,
        match: line.match,
      };
    },
  });
}

// The payer's account was sealed for the student of the booking the line named (decision 108);
// linked to another student's booking, it is theirs to be offered: opened and sealed again for
// them. undefined: unchanged (none, or the same booking).
async function rebindPayerAccount(
  app: FastifyInstance,
  input: {
    line: Pick<StatementLineRow, 'bookingId' | 'payerAccount'>;
    bookingId: string;
    userId: string;
    tx: DbOrTx;
  },
): Promise<string | null | undefined> {
  const { line, bookingId, userId, tx } = input;
  if (!line.payerAccount || line.bookingId === bookingId) return undefined;
  const sealedFor = line.bookingId
    ? await app.bankStatementsRepository.bookingUserId(line.bookingId, tx)
    : null;
  if (sealedFor === userId) return undefined;
  const details = sealedFor
    ? openPayerAccount(app, { sealed: line.payerAccount, userId: sealedFor })
    : null;
  return details ? sealPayerAccount(app, { userId, details }) : null;
}

import type { FastifyInstance } from 'fastify';

import type {
  StatementCounts,
  StatementImportResult,
  StatementMatch,
  StatementNeedsMapping,
} from '@landed/shared/schemas/statements';

import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { fingerprintLines, parseStatement } from '#server/lib/bank-statements.ts';
import {
  foldReference,
  indexReferences,
  referenceCandidates,
  resolveReference,
} from '#server/lib/booking-references.ts';
import { sealPayerAccount } from '#server/operations/bank-statements/payer-account.ts';
import type { NewStatementLine } from '#server/plugins/app/bank-statements/bank-statements-repository.ts';

export const UNKNOWN_LAYOUT_MESSAGE =
  'We could not tell which columns of this CSV hold the date, the amount and the description: choose them once and we will remember this layout.';

// Imports a bank statement's credits and matches each to a booking by the reference in its
// description and by amount (docs/decisions/088): exact (the amount owed, booking not yet paid
// nor cancelled, and no other credit already waiting to pay it), mismatched (a booking is named
// but the money does not settle it: part, over or double payment, or a cancelled booking), or
// unmatched (no booking named). Lines seen before (the same or an overlapping statement) are
// counted as duplicates and stored once. One transaction: the import and its lines, or nothing.
export async function importStatement(
  app: FastifyInstance,
  { actor, fileName, content }: { actor: SignedInActor; fileName: string; content: Buffer },
): Promise<StatementImportResult | StatementNeedsMapping> {
  const repo = app.bankStatementsRepository;
  const parsed = await parseStatement(content, (key) => repo.layout(key));
  if ('needsMapping' in parsed) return { ...parsed, message: UNKNOWN_LAYOUT_MESSAGE };

  // Only money in can pay a booking.
  const credits = parsed.lines.filter((line) => line.amountCents > 0);
  const fingerprints = fingerprintLines(credits);
  return app.db.transaction(async (tx) => {
    const known = await repo.knownFingerprints(fingerprints, tx);
    const fresh = credits
      .map((line, i) => ({ ...line, fingerprint: fingerprints[i]! }))
      .filter((line) => !known.has(line.fingerprint));

    const folded = new Set(
      fresh.flatMap((line) => referenceCandidates(line.description).map(foldReference)),
    );
    const named = await repo.bookingsByFoldedCodes([...folded], tx);
    const index = indexReferences(named);
    // A booking already waiting on an exact credit, or settled by one earlier in this file,
    // is not settled twice: a second credit for it is for a person to look at.
    const settled = await repo.bookingsWithOpenExactMatch(
      named.map((b) => b.id),
      tx,
    );

    const lines: NewStatementLine[] = fresh.map((line) => {
      const booking = resolveReference(line.description, index);
      let match: StatementMatch = 'unmatched';
      if (booking) {
        const exact =
          line.amountCents === booking.totalPriceCents &&
          booking.paymentStatus !== 'Verified' &&
          booking.status !== 'Cancelled' &&
          !settled.has(booking.id);
        match = exact ? 'exact' : 'mismatched';
        if (exact) settled.add(booking.id);
      }
      // The payer's account only on a line that names a booking, sealed for its student
      // (docs/decisions/108); an unmatched credit's payer is no one we know: not kept.
      const payerAccount =
        booking?.userId && line.payerAccount
          ? sealPayerAccount(app, { userId: booking.userId, details: line.payerAccount })
          : null;
      return {
        fingerprint: line.fingerprint,
        postedOn: line.postedOn,
        amountCents: line.amountCents,
        description: line.description.slice(0, 500),
        match,
        bookingId: booking?.id ?? null,
        payerAccount,
      };
    });

    const created = await repo.createImport(
      {
        importedBy: actor.id,
        importedByName: actor.name || actor.email,
        fileName: fileName.slice(0, 200),
        format: parsed.format,
      },
      tx,
    );
    const stored = await repo.insertLines(created.id, lines, tx);
    const counts: StatementCounts = {
      credits: credits.length,
      exact: stored.filter((l) => l.match === 'exact').length,
      mismatched: stored.filter((l) => l.match === 'mismatched').length,
      unmatched: stored.filter((l) => l.match === 'unmatched').length,
      duplicates: credits.length - stored.length,
    };
    await repo.setSummary(created.id, counts, tx);
    await audit(app, {
      actor,
      action: 'statement.imported',
      entity: { type: 'statement_import', id: created.id },
      details: { fileName: created.fileName, format: parsed.format, ...counts },
      tx,
    });
    return { importId: created.id, format: parsed.format, ...counts };
  });
}

import type { FastifyInstance } from 'fastify';

import type { StatementLine } from '@landed/shared/schemas/statements';

import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { lockUndecidedLine } from '#server/operations/bank-statements/lock-undecided-line.ts';

// Staff set a mismatched or unmatched credit aside with a reason (not a booking's payment: a
// supplier's refund, interest, a partner paying its invoice): it leaves the lines to act on and
// stays listed as dismissed, with the reason, who and when (docs/decisions/103). No booking
// changes. Once: a line linked or dismissed already is refused.
export async function dismissStatementLine(
  app: FastifyInstance,
  { actor, lineId, reason }: { actor: SignedInActor; lineId: string; reason: string },
): Promise<StatementLine> {
  const repo = app.bankStatementsRepository;
  return app.db.transaction(async (tx) => {
    const line = await lockUndecidedLine(app, { lineId, tx });
    await repo.dismissLine(
      lineId,
      { reason, by: actor.id, byName: actor.name || actor.email, at: app.config.now() },
      tx,
    );
    await audit(app, {
      actor,
      action: 'statement.line_dismissed',
      entity: { type: 'statement_line', id: lineId },
      details: { amount: line.amountCents / 100, match: line.match, reason },
      tx,
    });
    return (await repo.findLine(lineId, tx))!;
  });
}

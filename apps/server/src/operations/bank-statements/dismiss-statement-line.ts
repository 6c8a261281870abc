import type { FastifyInstance } from 'fastify';

import type { StatementLine } from '@landed/shared/schemas/statements';

import type { SignedInActor } from '#server/operations/audit.ts';
import { decideStatementLine } from '#server/operations/bank-statements/decide-statement-line.ts';

// Staff set a mismatched or unmatched credit aside with a reason (not a booking's payment: a
// supplier's refund, interest, a partner paying its invoice): it leaves the lines to act on and
// stays listed as dismissed, with the reason, who and when (docs/decisions/103). No booking
// changes. Once: a line linked or dismissed already is refused.
export async function dismissStatementLine(
  app: FastifyInstance,
  { actor, lineId, reason }: { actor: SignedInActor; lineId: string; reason: string },
): Promise<StatementLine> {
  return decideStatementLine(app, {
    actor,
    lineId,
    action: 'statement.line_dismissed',
    decide: async (line, tx) => {
      await app.bankStatementsRepository.dismissLine(
        lineId,
        { reason, by: actor.id, byName: actor.name || actor.email, at: app.config.now() },
        tx,
      );
      return { amount: line.amountCents / 100, match: line.match, reason };
    },
  });
}

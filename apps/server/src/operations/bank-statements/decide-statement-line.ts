import type { FastifyInstance } from 'fastify';

import type { StatementLine } from '@landed/shared/schemas/statements';
import { STATEMENT_LINE_MESSAGES as M } from '@landed/shared/schemas/statements';

import type { DbOrTx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { StatementLineRow } from '#server/plugins/app/bank-statements/bank-statements-repository.ts';

// A mismatched or unmatched credit no one has decided yet, locked so that two people (or two
// clicks) decide it once (docs/decisions/103). An exact match is verified with the others.
async function lockUndecidedLine(
  app: FastifyInstance,
  { lineId, tx }: { lineId: string; tx: DbOrTx },
) {
  const line = await app.bankStatementsRepository.lockLine(lineId, tx);
  if (!line) throw notFound(M.lineNotFound);
  if (line.resolvedAt || line.dismissedAt) throw conflict(M.alreadySettled, 'LINE_SETTLED');
  if (line.match === 'exact') throw conflict(M.exactLine, 'EXACT_LINE');
  return line;
}

// Staff's decision on such a line (link, dismiss), in one transaction: the line locked while
// undecided, `decide` makes the decision and answers what the log keeps of it (`action`, on the
// line), and the line comes back as the Finance screen shows it.
export async function decideStatementLine(
  app: FastifyInstance,
  {
    actor,
    lineId,
    action,
    decide,
  }: {
    actor: SignedInActor;
    lineId: string;
    action: string;
    decide: (line: StatementLineRow, tx: DbOrTx) => Promise<Record<string, unknown>>;
  },
): Promise<StatementLine> {
  return app.db.transaction(async (tx) => {
    const line = await lockUndecidedLine(app, { lineId, tx });
    const details = await decide(line, tx);
    await audit(app, {
      actor,
      action,
      entity: { type: 'statement_line', id: lineId },
      details,
      tx,
    });
    return (await app.bankStatementsRepository.findLine(lineId, tx))!;
  });
}

import type { FastifyInstance } from 'fastify';

import { STATEMENT_LINE_MESSAGES as M } from '@landed/shared/schemas/statements';

import type { DbOrTx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/http-errors.ts';

// A mismatched or unmatched credit no one has decided yet, locked so that two people (or two
// clicks) decide it once (docs/decisions/103). An exact match is verified with the others.
export async function lockUndecidedLine(
  app: FastifyInstance,
  { lineId, tx }: { lineId: string; tx: DbOrTx },
) {
  const line = await app.bankStatementsRepository.lockLine(lineId, tx);
  if (!line) throw notFound(M.lineNotFound);
  if (line.resolvedAt || line.dismissedAt) throw conflict(M.alreadySettled, 'LINE_SETTLED');
  if (line.match === 'exact') throw conflict(M.exactLine, 'EXACT_LINE');
  return line;
}

import type { FastifyInstance } from 'fastify';

import { PARTNER_BILLING_MESSAGES } from '@landed/shared/schemas/partner-billing';

import { sequenceOf } from '#server/db/counters.ts';
import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// Staff paid the agent a commission statement: it and the commissions it lists become Paid, once.
export async function markCommissionStatementPaid(
  app: FastifyInstance,
  { actor, partnerId, number }: { actor: SignedInActor; partnerId: string; number: string },
) {
  return app.db.transaction(async (tx) => {
    const row = await app.commissionsRepository.lockIssued(
      { ownerId: partnerId, number: sequenceOf(number) },
      tx,
    );
    if (!row) throw notFound(PARTNER_BILLING_MESSAGES.statementNotFound);
    if (row.paidAt) throw conflict(PARTNER_BILLING_MESSAGES.alreadyPaid, 'ALREADY_PAID');
    const paid = await app.commissionsRepository.markCommissionStatementPaid(
      { id: row.id, paidAt: app.config.now(), paidBy: actor.id },
      tx,
    );
    await audit(app, {
      actor,
      action: 'commission_statement.paid',
      entity: { type: 'partner', id: partnerId },
      details: { number, total: row.totalCents / 100 },
      tx,
    });
    return paid;
  });
}

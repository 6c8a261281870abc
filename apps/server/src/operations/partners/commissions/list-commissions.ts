import type { FastifyInstance } from 'fastify';

import { PARTNER_BILLING_MESSAGES } from '@landed/shared/schemas/partner-billing';
import type { CommissionsResponse } from '@landed/shared/schemas/partner-billing';

import { melbourneDate } from '@landed/shared/dates';

import { notFound } from '#server/lib/http-errors.ts';
import { formatStatementNumber } from '#server/plugins/app/commissions/commissions-repository.ts';

// A partner's commissions and commission statements (GET /api/partner/commissions, and staff's
// GET /api/admin/partners/{id}/commissions): the same answer for both.
export async function listCommissions(
  app: FastifyInstance,
  { partnerId, staff = false }: { partnerId: string; staff?: boolean },
): Promise<CommissionsResponse> {
  // Staff name the partner in the address: one that does not exist is not found.
  if (staff && !(await app.partnersRepository.find(partnerId))) {
    throw notFound(PARTNER_BILLING_MESSAGES.partnerNotFound);
  }
  const [rows, statements, unpaidCents] = await Promise.all([
    app.commissionsRepository.list(partnerId),
    app.commissionsRepository.listCommissionStatements(partnerId),
    app.commissionsRepository.unpaidCents(partnerId),
  ]);
  const commissions = rows.map(({ commission, bookingRef, student, statementNumber }) => ({
    _id: commission.id,
    bookingId: bookingRef,
    studentName: student,
    amountCents: commission.amountCents,
    status: commission.status,
    earnedAt: commission.earnedAt.toISOString(),
    reversedAt: commission.reversedAt?.toISOString() ?? null,
    statementNumber: statementNumber === null ? null : formatStatementNumber(statementNumber),
  }));
  return {
    commissions,
    statements: statements.map((s) => ({
      _id: s.id,
      number: formatStatementNumber(s.number),
      month: s.month,
      issueDate: melbourneDate(s.issuedAt),
      totalCents: s.totalCents,
      paidAt: s.paidAt?.toISOString() ?? null,
    })),
    unpaidCents,
  };
}

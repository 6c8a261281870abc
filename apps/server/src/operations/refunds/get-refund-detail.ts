import type { FastifyInstance } from 'fastify';

import type { AdminRefundDetail } from '@landed/shared/schemas/refund';
import { REFUND_MESSAGES } from '@landed/shared/schemas/refund';

import { notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { unsealRefundDetails } from '#server/operations/refunds/refund-details.ts';
import { toAdminRefund } from '#server/plugins/app/refunds/refunds-repository.ts';

// One refund with the account to pay it into, in full: for the person paying it, and logged
// (who read whose account), as a download of a student's document is (docs/decisions/086). The
// account is the one the refund was due to (issue 31); when the student has changed theirs
// since, the new one is shown beside it for staff to confirm.
export async function getRefundDetail(
  app: FastifyInstance,
  { refundId, actor }: { refundId: string; actor: SignedInActor },
): Promise<AdminRefundDetail> {
  const row = await app.refundsRepository.find(refundId);
  if (!row) throw notFound(REFUND_MESSAGES.notFound);
  const { userId } = row;
  const sealed = row.refund.refundDetails ?? row.refundDetails;
  const refundDetails = unsealRefundDetails(app, { sealed, userId });
  const changedAt = row.refund.accountChangedAt;
  await audit(app, {
    actor,
    action: 'refund.details_viewed',
    entity: { type: 'refund', id: row.refund.id },
    details: { bookingId: row.bookingRef, userId, given: refundDetails !== null },
  });
  return {
    refund: toAdminRefund(row),
    refundDetails,
    accountChange: changedAt
      ? {
          changedAt: changedAt.toISOString(),
          refundDetails: unsealRefundDetails(app, { sealed: row.refundDetails, userId }),
        }
      : null,
  };
}

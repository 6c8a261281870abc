import type { FastifyInstance } from 'fastify';

import type { AdminRefund } from '@landed/shared/schemas/refund';
import { REFUND_MESSAGES } from '@landed/shared/schemas/refund';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { toAdminRefund } from '#server/plugins/app/refunds/refunds-repository.ts';

// POST /api/admin/refunds/{id}/confirm-account-change: staff agree to pay a Due refund to the
// account the student changed to after it fell due (issue 31). 409 when the refund is no longer
// Due or no change waits.
export async function confirmRefundAccountChange(
  app: FastifyInstance,
  { refundId, actor }: { refundId: string; actor: SignedInActor },
): Promise<AdminRefund> {
  return app.db.transaction(async (tx) => {
    const refund = await app.refundsRepository.lock(refundId, tx);
    if (!refund) throw notFound(REFUND_MESSAGES.notFound);
    if (refund.status !== 'Due') throw conflict(REFUND_MESSAGES.notDue(refund.status), 'NOT_DUE');
    const row = (await app.refundsRepository.find(refund.id, tx))!;
    if (!refund.accountChangedAt || !row.refundDetails)
      throw conflict(REFUND_MESSAGES.noAccountChange, 'NO_ACCOUNT_CHANGE');
    await app.refundsRepository.setAccount(
      refund.id,
      { refundDetails: row.refundDetails, accountChangedAt: null },
      tx,
    );
    await audit(app, {
      actor,
      action: 'refund.account_change_confirmed',
      entity: { type: 'refund', id: refund.id },
      details: {
        bookingId: row.bookingRef,
        userId: row.userId,
        changedAt: refund.accountChangedAt.toISOString(),
      },
      tx,
    });
    return toAdminRefund((await app.refundsRepository.find(refund.id, tx))!);
  });
}

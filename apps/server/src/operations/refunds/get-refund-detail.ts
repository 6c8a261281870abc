import type { FastifyInstance } from 'fastify';

import type { AdminRefundDetail } from '@landed/shared/schemas/refund';
import { REFUND_MESSAGES } from '@landed/shared/schemas/refund';

import { notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { unsealRefundDetails } from '#server/operations/users/refund-details.ts';
import { toAdminRefund } from '#server/plugins/app/refunds/refunds-repository.ts';

// The account a student gave for their refund, its fields as strings for the screen, or null
// when none was given or it cannot be opened (sealed under another JWT_SECRET).
export function openRefundDetails(
  app: FastifyInstance,
  sealed: string | null,
): Record<string, string> | null {
  const details = unsealRefundDetails(app, sealed);
  if (!details) return null;
  return Object.fromEntries(
    Object.entries(details).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  );
}

// One refund with the account to pay it into, in full: for the person paying it, and logged
// (who read whose account), as a download of a student's document is (docs/decisions/086).
export async function getRefundDetail(
  app: FastifyInstance,
  { refundId, actor }: { refundId: string; actor: SignedInActor },
): Promise<AdminRefundDetail> {
  const row = await app.refundsRepository.find(refundId);
  if (!row) throw notFound(REFUND_MESSAGES.notFound);
  const refundDetails = openRefundDetails(app, row.refundDetails);
  await audit(app, {
    actor,
    action: 'refund.details_viewed',
    entity: { type: 'refund', id: row.refund.id },
    details: { bookingId: row.bookingRef, userId: row.userId, given: refundDetails !== null },
  });
  return { refund: toAdminRefund(row), refundDetails };
}

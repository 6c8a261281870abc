import type { FastifyInstance } from 'fastify';

import type { AdminRefundDetail } from '@landed/shared/schemas/refund';
import { REFUND_MESSAGES } from '@landed/shared/schemas/refund';

import { notFound } from '#server/lib/http-errors.ts';
import { secretBox } from '#server/lib/totp.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { toAdminRefund } from '#server/plugins/app/refunds/refunds-repository.ts';

// The account a student gave for their refund, opened from its seal (users.refund_details,
// sealed like the authenticator secret): its fields as strings, or null when none was given
// or it cannot be opened (sealed under another JWT_SECRET).
export function openRefundDetails(
  app: FastifyInstance,
  sealed: string | null,
): Record<string, string> | null {
  if (!sealed) return null;
  const plain = secretBox(app.config.jwtSecret).open(sealed);
  if (!plain) return null;
  try {
    const parsed: unknown = JSON.parse(plain);
    if (!parsed || typeof parsed !== 'object') return null;
    return Object.fromEntries(
      Object.entries(parsed).flatMap(([key, value]) =>
        typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
      ),
    );
  } catch {
    return null;
  }
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

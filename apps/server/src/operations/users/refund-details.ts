import type { FastifyInstance } from 'fastify';

import { maskRefundDetails, refundDetailsBodySchema } from '@landed/shared/schemas/refund-details';
import type { MaskedRefundDetails, RefundDetails } from '@landed/shared/schemas/refund-details';

import { secretBox } from '#server/lib/totp.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// Sealed like the TOTP secrets (AES-256-GCM, a key derived from JWT_SECRET) under a key of its
// own: a copy of the database alone holds no one's bank account (docs/decisions/086).
const PURPOSE = 'landed refund details v1';

// The student's refund account in full, for whoever pays the refund and the data export; null
// when none was given or it cannot be opened (sealed under another JWT_SECRET: asked again).
export async function readRefundDetails(
  app: FastifyInstance,
  { userId }: { userId: string },
): Promise<RefundDetails | null> {
  return unsealRefundDetails(app, await app.usersRepository.refundDetails(userId));
}

// The one place a sealed refund account is opened (the student's own reads, the export, and the
// refunds queue's detail for the person paying it).
export function unsealRefundDetails(
  app: FastifyInstance,
  sealed: string | null,
): RefundDetails | null {
  if (!sealed) return null;
  const opened = secretBox(app.config.jwtSecret, PURPOSE).open(sealed);
  if (!opened) return null;
  try {
    const parsed = refundDetailsBodySchema.safeParse(JSON.parse(opened));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// GET /api/user/refund-details: masked, for the form to show what is on record.
export async function getRefundDetails(
  app: FastifyInstance,
  { userId }: { userId: string },
): Promise<MaskedRefundDetails | null> {
  const details = await readRefundDetails(app, { userId });
  return details && maskRefundDetails(details);
}

// PUT /api/user/refund-details: replaces what is on record. The log says it changed, never the
// account itself.
export async function setRefundDetails(
  app: FastifyInstance,
  { actor, userId, details }: { actor: Actor; userId: string; details: RefundDetails },
): Promise<MaskedRefundDetails> {
  const sealed = secretBox(app.config.jwtSecret, PURPOSE).seal(JSON.stringify(details));
  await app.db.transaction(async (tx) => {
    await app.usersRepository.setRefundDetails(userId, sealed, tx);
    await audit(app, {
      actor,
      category: 'security',
      action: 'user.refund_details_updated',
      entity: { type: 'user', id: userId },
      details: { kind: details.kind },
      tx,
    });
  });
  return maskRefundDetails(details);
}

import type { FastifyInstance } from 'fastify';

import type { RefundDetails } from '@landed/shared/schemas/refund-details';
import { storedRefundDetailsSchema } from '@landed/shared/schemas/refund-details';

import { PAYER_ACCOUNT_PURPOSE, secretBox } from '#server/lib/secret-box.ts';

// The account a statement line was paid from (camt.053 names it; docs/decisions/108), kept only
// on a line that pays a booking, sealed as the booking's student's own (their id the associated
// data, as refund accounts are, decision 102): it is offered to that student alone as their
// refund account, and never stored, logged or answered in clear.
const box = (app: FastifyInstance) =>
  secretBox({ keys: app.config, purpose: PAYER_ACCOUNT_PURPOSE });

export function sealPayerAccount(
  app: FastifyInstance,
  { userId, details }: { userId: string; details: RefundDetails },
): string {
  return box(app).seal(JSON.stringify(details), userId);
}

// null when none, or when it does not open for this student (bound to another).
export function openPayerAccount(
  app: FastifyInstance,
  { sealed, userId }: { sealed: string | null; userId: string },
): RefundDetails | null {
  if (!sealed) return null;
  const opened = box(app).open(sealed, userId);
  if (!opened) return null;
  try {
    const parsed = storedRefundDetailsSchema.safeParse(JSON.parse(opened));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

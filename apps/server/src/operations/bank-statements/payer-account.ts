import type { FastifyInstance } from 'fastify';

import type { RefundDetails } from '@landed/shared/schemas/refund-details';

import { PAYER_ACCOUNT_PURPOSE } from '#server/lib/secret-box.ts';
import {
  sealRefundDetails,
  unsealRefundDetails,
} from '#server/operations/refunds/refund-details.ts';

// The account a statement line was paid from (camt.053 names it; docs/decisions/108), kept only
// on a line that pays a booking, sealed as the booking's student's own (their id the associated
// data, as refund accounts are, decision 102) under a key of its own: it is offered to that
// student alone as their refund account, and never stored, logged or answered in clear.
export const sealPayerAccount = (
  app: FastifyInstance,
  { userId, details }: { userId: string; details: RefundDetails },
): string => sealRefundDetails(app, { userId, details, purpose: PAYER_ACCOUNT_PURPOSE });

// null when none, or when it does not open for this student (bound to another).
export const openPayerAccount = (
  app: FastifyInstance,
  { sealed, userId }: { sealed: string | null; userId: string },
): RefundDetails | null =>
  unsealRefundDetails(app, { sealed, userId, purpose: PAYER_ACCOUNT_PURPOSE });

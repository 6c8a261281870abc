import type { FastifyInstance } from 'fastify';

import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';
import type { CancellationQuote } from '@landed/shared/schemas/cancellation';

import { cancellationRefund } from '#server/operations/refunds/cancellation-refund-policy.ts';
import { notFound } from '#server/lib/http-errors.ts';

// What cancelling the booking now would give back (GET /api/booking/{id}/cancellation for its
// owner; GET /api/admin/bookings/{id}/cancellation for staff before they cancel it, issue 31;
// docs/decisions/085): the policy's share of the verified payment, 0 while nothing is verified.
// The same arithmetic the cancellation itself applies, so the dialog's figure is the refund's.
export async function getCancellationQuote(
  app: FastifyInstance,
  { bookingId, userId }: { bookingId: string; userId?: string },
): Promise<CancellationQuote> {
  const row = userId
    ? await app.bookingsRepository.findForUser(bookingId, userId)
    : await app.bookingsRepository.findById(bookingId);
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  const payment =
    row.paymentStatus === 'Verified'
      ? await app.bookingsRepository.verifiedPayment(row.id)
      : undefined;
  const paidCents = payment?.amountCents ?? 0;
  const policy = await app.cmsRepository.cancellationPolicy();
  const quote = cancellationRefund({
    paidCents,
    preferredDate: row.preferredDate,
    arrivalTime: row.arrivalTime,
    now: app.config.now(),
    policy,
    earliestArrivalAt: row.policyArrivalAt,
  });
  return {
    refundAmount: quote.refundCents / 100,
    tier: quote.tier,
    percent: quote.percent,
    paidAmount: paidCents / 100,
    arrivalAt: quote.arrivalAt.toISOString(),
    policy,
  };
}

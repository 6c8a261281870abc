import type { FastifyInstance } from 'fastify';

import { REFUND_OVERRIDE_MESSAGES } from '@landed/shared/schemas/admin';

import type { DbOrTx } from '#server/db/client.ts';
import { cancellationRefund } from '#server/operations/refunds/cancellation-refund-policy.ts';
import { refundReasonIn } from '#server/operations/refunds/refund-reason.ts';
import { badRequest, conflict } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { recordMove } from '#server/operations/booking-lifecycle/record-move.ts';
import { reverseCommission } from '#server/operations/partners/commissions/earn-commission.ts';
import type { BookingRow, RefundRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import type { AuditCategory } from '#server/plugins/app/audit/audit-repository.ts';

// A method the provider refunds itself (issue 26, item 5): the student is not asked for an
// account.
const BY_PROVIDER = new Set(['Card']);

export type RefundOverride = { amountCents: number; reason: string };

// The refund a cancellation of a paid booking creates (issue 26; docs/decisions/086), in the
// cancellation's transaction: the policy's share of the verified payment, or the amount staff
// set with a reason. Nothing is created when nothing was verified or the amount is 0. The
// student is told in their language; a bank-transfer refund asks them for their account.
export async function createCancellationRefund(
  app: FastifyInstance,
  {
    row,
    actor,
    override,
    category,
    tx,
  }: {
    row: BookingRow;
    actor: Actor;
    // 'booking' when the student cancels, like the cancellation's own entry.
    category?: AuditCategory;
    override?: RefundOverride | undefined;
    tx: DbOrTx;
  },
): Promise<RefundRow | null> {
  const payment =
    row.paymentStatus === 'Verified'
      ? await app.bookingsRepository.verifiedPayment(row.id, tx)
      : undefined;
  if (!payment) {
    if (override) throw conflict(REFUND_OVERRIDE_MESSAGES.notPaid, 'NOT_PAID');
    return null;
  }
  // A booking staff set back from Cancelled and cancel again keeps the refund it has: one a
  // booking, and the money it owes does not change by being cancelled twice.
  if (await app.bookingsRepository.findRefund(row.id, tx)) {
    if (override) throw conflict(REFUND_OVERRIDE_MESSAGES.alreadyRefunded, 'ALREADY_REFUNDED');
    return null;
  }
  if (override && override.amountCents > payment.amountCents)
    throw badRequest(REFUND_OVERRIDE_MESSAGES.moreThanPaid);
  const policy = await app.cmsRepository.cancellationPolicy(tx);
  const quote = cancellationRefund({
    paidCents: payment.amountCents,
    preferredDate: row.preferredDate,
    arrivalTime: row.arrivalTime,
    now: app.config.now(),
    policy,
    earliestArrivalAt: row.policyArrivalAt,
  });
  const amountCents = override ? override.amountCents : quote.refundCents;
  const details = {
    bookingId: row.bookingRef,
    amount: amountCents / 100,
    tier: override ? 'override' : quote.tier,
    policyAmount: quote.refundCents / 100,
    ...(override ? { overrideReason: override.reason } : {}),
  };
  // Staff's amount is logged even when it is 0 and so creates no refund.
  if (override)
    await audit(app, {
      actor,
      category,
      action: 'refund.overridden',
      entity: { type: 'booking', id: row.id },
      details,
      tx,
    });
  if (amountCents === 0) return null;

  const reasonIn = (locale: string | null | undefined) =>
    refundReasonIn(
      locale,
      override
        ? { override: override.reason }
        : {
            hours: policy.tiers.find((t) => `at-least-${t.hoursBefore}h` === quote.tier)!
              .hoursBefore,
            percent: quote.percent,
          },
    );
  const refund = await app.bookingsRepository.createRefund(
    {
      bookingId: row.id,
      paymentId: payment.id,
      amountCents,
      // Staff read it in English; the student reads it in their language in the mail.
      reason: reasonIn('en'),
      tier: details.tier,
      overrideReason: override?.reason ?? null,
      createdBy: actor.id,
      // The account it is due to, as the student gave it (issue 31): kept if they change it.
      refundDetails: await app.usersRepository.refundDetails(row.userId, tx),
    },
    tx,
  );
  // No commission on a refunded booking (issue 27; docs/decisions/097).
  await reverseCommission(app, { row, actor, tx });

  const student = await app.usersRepository.findById(row.userId, tx);
  const byCard = BY_PROVIDER.has(payment.method);
  const t = translatorFor(student?.locale);
  await app.notificationsRepository.create(
    {
      userId: row.userId,
      type: 'payment',
      message: t.t(byCard ? 'notification.refundDue' : 'notification.refundDueTransfer', {
        amount: t.money(amountCents),
        bookingRef: row.bookingRef,
      }),
    },
    tx,
  );
  if (student)
    await app.mail.enqueue(
      {
        template: 'refund-due',
        to: student.email,
        bookingId: row.id,
        locale: student.locale,
        data: {
          name: student.name,
          bookingRef: row.bookingRef,
          amount: amountCents,
          reason: reasonIn(student.locale),
          byCard,
        },
      },
      tx,
    );
  await recordMove(app, {
    actor,
    bookingId: row.id,
    logged: { action: 'refund.created', entity: { type: 'refund', id: refund.id }, details },
    timeline: {
      action: 'refund_created',
      // The tier's share beside it, so the timeline says "72 hours or more before arrival (100%)"
      // (issue 33); staff's own amount has none.
      details: {
        amount: amountCents / 100,
        tier: details.tier,
        ...(override ? {} : { percent: quote.percent }),
        reason: refund.reason,
      },
    },
    tx,
  });
  return refund;
}

import type { FastifyInstance } from 'fastify';

import { formatMoney } from '@landed/shared/money';
import type { AdminPayment } from '@landed/shared/schemas/admin';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import { toAdminPayment } from '#server/plugins/app/payments/payments-repository.ts';
import type { AuthState } from '#server/plugins/app/users/users-repository.ts';

// Verify (the booking shows 'Received' and Revenue counts it) or reject (back to Not Paid,
// the reason reaches the student) a payment claim. A claim is decided once.
export async function reviewPayment(
  app: FastifyInstance,
  {
    admin,
    paymentId,
    decision,
    reason,
    ip,
  }: {
    admin: AuthState;
    paymentId: string;
    decision: 'Verified' | 'Rejected';
    reason?: string;
    ip: string;
  },
): Promise<AdminPayment> {
  return app.db.transaction(async (tx) => {
    const claim = await app.paymentsRepository.lock(paymentId, tx);
    if (!claim) throw notFound('Payment not found.');
    if (claim.status !== 'Pending')
      throw conflict(`This payment was already ${claim.status.toLowerCase()}.`, 'ALREADY_REVIEWED');
    const booking = await app.bookingsRepository.lock(claim.bookingId, tx);
    await app.paymentsRepository.review(
      paymentId,
      {
        status: decision,
        reviewedBy: admin.id,
        rejectReason: decision === 'Rejected' ? reason! : null,
        at: app.config.now(),
      },
      tx,
    );
    await app.bookingsRepository.update(
      claim.bookingId,
      { paymentStatus: decision === 'Verified' ? 'Verified' : 'Not Paid' },
      tx,
    );
    const ref = booking!.bookingRef;
    await app.notificationsRepository.create(
      {
        userId: claim.userId,
        type: 'payment',
        message:
          decision === 'Verified'
            ? `Payment received: ${formatMoney(claim.amountCents)} for booking ${ref}. Thank you!`
            : `We could not verify your payment for booking ${ref}: ${reason}. Please check the transfer and mark it as paid again, or contact us.`,
      },
      tx,
    );
    const student = await app.usersRepository.findById(claim.userId, tx);
    if (student) {
      await app.mail.enqueue(
        decision === 'Verified'
          ? {
              template: 'payment-verified',
              to: student.email,
              data: { name: student.name, bookingRef: ref, amount: claim.amountCents },
            }
          : {
              template: 'payment-rejected',
              to: student.email,
              data: {
                name: student.name,
                bookingRef: ref,
                amount: claim.amountCents,
                reason: reason!,
              },
            },
        tx,
      );
    }
    await app.auditRepository.write(
      {
        category: 'admin',
        action: decision === 'Verified' ? 'payment.verified' : 'payment.rejected',
        actorId: admin.id,
        actorEmail: admin.email,
        entityType: 'payment',
        entityId: paymentId,
        details: {
          bookingId: ref,
          amount: claim.amountCents / 100,
          before: 'Pending',
          after: decision,
          ...(reason ? { reason } : {}),
        },
        ip,
      },
      tx,
    );
    return toAdminPayment((await app.paymentsRepository.find(paymentId, tx))!);
  });
}

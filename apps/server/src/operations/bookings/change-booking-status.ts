import type { FastifyInstance } from 'fastify';

import type { BookingStatus } from '@landed/shared/constants';
import type { AdminBooking } from '@landed/shared/schemas/admin';
import { REFUND_OVERRIDE_MESSAGES } from '@landed/shared/schemas/admin';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { staffEventFor } from '#server/operations/booking-lifecycle/machine.ts';
import { transition } from '#server/operations/booking-lifecycle/transition.ts';
import { tellStudentOfStatus } from '#server/operations/bookings/tell-student-of-status.ts';
import type { RefundOverride } from '#server/operations/refunds/create-cancellation-refund.ts';
import type { MailKey } from '#server/plugins/app/mail/translations.ts';

// What the student's notification says, for each status (server catalogues).
const MESSAGES: Record<BookingStatus, MailKey> = {
  Pending: 'notification.statusPending',
  Confirmed: 'notification.statusConfirmed',
  Completed: 'notification.statusCompleted',
  Cancelled: 'notification.statusCancelled',
};

// An administrator sets a booking's status: the student is told, and a confirmed booking moves
// the onboarding steps it covers to in progress, a completed one to completed (DECISIONS). A
// cancelled booking with a verified payment gets its refund: the policy's, or the amount staff
// set with a reason (`refundOverride`, dollars; docs/decisions/086).
export async function changeBookingStatus(
  app: FastifyInstance,
  {
    actor,
    bookingId,
    status,
    refundOverride,
  }: {
    actor: SignedInActor;
    bookingId: string;
    status: BookingStatus;
    refundOverride?: { amount: number; reason: string } | undefined;
  },
): Promise<AdminBooking> {
  const override: RefundOverride | undefined = refundOverride && {
    amountCents: Math.round(refundOverride.amount * 100),
    reason: refundOverride.reason,
  };
  return app.db.transaction(async (tx) => {
    const row = await app.bookingsRepository.lock(bookingId, tx);
    if (!row) throw notFound('Booking not found.');
    if (row.status !== status) {
      // The lifecycle (docs/decisions/100): a cancellation releases the driver and refunds by
      // the policy or staff's amount; leaving Cancelled withdraws a refund still Due and is
      // refused once one was paid; a completed agent's booking earns its commission.
      await transition(app, {
        row,
        event: staffEventFor(status),
        by: 'staff',
        actor,
        override,
        tx,
        tell: async () => {
          const student = await app.usersRepository.findById(row.userId, tx);
          await tellStudentOfStatus(app, { student, row, status, message: MESSAGES[status], tx });
        },
      });
    } else if (override) {
      throw conflict(REFUND_OVERRIDE_MESSAGES.alreadyCancelled, 'ALREADY_CANCELLED');
    }
    return (await app.bookingsRepository.findWithUser(row.id, tx))!;
  });
}

import type { FastifyInstance } from 'fastify';

import type { BookingStatus } from '@landed/shared/constants';
import type { AdminBooking } from '@landed/shared/schemas/admin';
import { REFUND_OVERRIDE_MESSAGES } from '@landed/shared/schemas/admin';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { RefundOverride } from '#server/operations/bookings/create-cancellation-refund.ts';
import { createCancellationRefund } from '#server/operations/bookings/create-cancellation-refund.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import { earnCommission } from '#server/operations/commissions/earn-commission.ts';
import { bookingCalendarAttachment } from '#server/operations/calendars/get-booking-calendar.ts';
import { releaseDriver } from '#server/operations/bookings/release-driver.ts';
import type { MailKey } from '#server/plugins/app/mail/translations.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';

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
      // A refund is the money of a cancelled booking going back: reopening the booking would
      // leave one due (or paid) on a booking that goes ahead (docs/decisions/086).
      if (
        row.status === 'Cancelled' &&
        (await app.refundsRepository.existsForBooking(row.id, tx))
      ) {
        throw conflict(REFUND_OVERRIDE_MESSAGES.refundOnRecord, 'REFUND_ON_RECORD');
      }
      if (status === 'Cancelled') await releaseDriver(app, { row, actor, tx });
      // When it ended starts the documents' retention clock (docs/decisions/066).
      const ended = status === 'Completed' || status === 'Cancelled';
      const updated = await app.bookingsRepository.update(
        row.id,
        { status, endedAt: ended ? app.config.now() : null },
        tx,
      );
      // An agent's booking completed and paid earns its commission (docs/decisions/097).
      await earnCommission(app, { row: updated, actor, tx });
      // The student reads the notification and the mail in their language.
      const student = await app.usersRepository.findById(row.userId, tx);
      const packageName = await app.bookingsRepository.packageNameIn(
        { row, locale: student?.locale },
        tx,
      );
      await app.notificationsRepository.create(
        {
          userId: row.userId,
          type: 'booking',
          message: translatorFor(student?.locale).t(MESSAGES[status], {
            bookingRef: row.bookingRef,
            packageName,
          }),
        },
        tx,
      );
      if (student) {
        await app.mail.enqueue(
          {
            template: 'booking-status-changed',
            to: student.email,
            bookingId: row.id,
            locale: student.locale,
            data: {
              name: student.name,
              bookingRef: row.bookingRef,
              packageName,
              status,
            },
            // A confirmed arrival goes into the student's calendar in one tap (decision 062).
            ...(status === 'Confirmed'
              ? { attachments: [await bookingCalendarAttachment(app, { bookingId: row.id, tx })] }
              : {}),
          },
          tx,
        );
      }
      if (status === 'Confirmed' || status === 'Completed') {
        const steps = await app.bookingsRepository.stepsCovered(row, tx);
        await app.onboardingRepository.advance(
          {
            userId: row.userId,
            steps,
            status: status === 'Confirmed' ? 'in_progress' : 'completed',
          },
          tx,
        );
      }
      await audit(app, {
        actor,
        action: 'booking.status_changed',
        entity: { type: 'booking', id: row.id },
        details: { bookingId: row.bookingRef, before: row.status, after: status },
        tx,
      });
      await recordBookingEvent(app, {
        bookingId: row.id,
        actor,
        action: 'status_changed',
        details: { before: row.status, after: status },
        tx,
      });
      if (status === 'Cancelled') await createCancellationRefund(app, { row, actor, override, tx });
    } else if (override) {
      throw conflict(REFUND_OVERRIDE_MESSAGES.alreadyCancelled, 'ALREADY_CANCELLED');
    }
    return (await app.bookingsRepository.findWithUser(row.id, tx))!;
  });
}

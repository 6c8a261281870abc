import type { FastifyInstance } from 'fastify';

import type { PartnerBooking } from '@landed/shared/schemas/partner-bookings';

import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { canTransition, transition } from '#server/operations/booking-lifecycle/transition.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import type { PartnerUser } from '#server/plugins/app/partners/partners-repository.ts';

export const BOOKING_NOT_FOUND = 'Booking not found.';

// POST /api/partner/approvals/{bookingId}: the partner approves a booking waiting for it, or
// declines it with a reason, which cancels it (docs/decisions/094). The student is told in
// their dashboard and by mail, in their language, with the reason.
export async function decidePartnerApproval(
  app: FastifyInstance,
  {
    partnerUser,
    actor,
    bookingId,
    approve,
    reason,
  }: {
    partnerUser: PartnerUser;
    actor: SignedInActor;
    bookingId: string;
    approve: boolean;
    reason: string | undefined;
  },
): Promise<PartnerBooking> {
  const { partner } = partnerUser;
  const repo = app.partnerBookingsRepository;
  return app.db.transaction(async (tx) => {
    // Another partner's booking is not found, as if it did not exist.
    const found = await repo.findForPartner(
      { partnerId: partner.id, bookingId, forUpdate: true },
      tx,
    );
    if (!found) throw notFound(BOOKING_NOT_FOUND);
    const locked = (await app.bookingsRepository.lock(bookingId, tx))!;
    // The lifecycle (docs/decisions/100): a decline cancels only what is neither paid nor
    // confirmed; after that it is a request that staff settle as a cancellation with the
    // policy's refund.
    const declines =
      !approve &&
      (await canTransition(app, { row: locked, event: 'partner-decline', by: 'partner', tx }));
    const event = approve
      ? 'partner-approve'
      : declines
        ? 'partner-decline'
        : 'partner-request-decline';
    const row = await transition(app, {
      row: locked,
      event,
      by: 'partner',
      actor,
      category: 'booking',
      approvalReason: reason || null,
      details: { partner: partner.name, ...(reason ? { reason } : {}) },
      tx,
      // A request is the staff's to settle: the student hears of the outcome from them.
      tell: (after) =>
        event === 'partner-request-decline'
          ? Promise.resolve()
          : tellStudent(app, { row: after, partnerName: partner.name, approve, reason, tx }),
    });
    const [decided] = await repo.toPartnerBookings(partner.id, [row], tx);
    return decided!;
  });
}

// The student is told in their dashboard and by mail, in their language, with the reason.
async function tellStudent(
  app: FastifyInstance,
  {
    row,
    partnerName,
    approve,
    reason,
    tx,
  }: {
    row: BookingRow;
    partnerName: string;
    approve: boolean;
    reason: string | undefined;
    tx: DbOrTx;
  },
): Promise<void> {
  const student = await app.usersRepository.findById(row.userId, tx);
  if (!student) return;
  const { t } = translatorFor(student.locale);
  const packageName = await app.bookingsRepository.packageNameIn(
    { row, locale: student.locale },
    tx,
  );
  await app.notificationsRepository.create(
    {
      userId: student.id,
      type: 'booking',
      message: approve
        ? t('notification.partnerApproved', { partnerName, bookingRef: row.bookingRef })
        : t('notification.partnerDeclined', {
            partnerName,
            bookingRef: row.bookingRef,
            reason: reason ?? '',
          }),
    },
    tx,
  );
  await app.mail.enqueue(
    {
      template: 'partner-approval',
      to: student.email,
      bookingId: row.id,
      locale: student.locale,
      data: {
        name: student.name,
        partnerName,
        bookingRef: row.bookingRef,
        packageName,
        approved: approve,
        reason: reason ?? '',
      },
    },
    tx,
  );
}

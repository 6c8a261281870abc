import type { FastifyInstance } from 'fastify';

import {
  PARTNER_BOOKING_MESSAGES,
  type PartnerBooking,
} from '@landed/shared/schemas/partner-bookings';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import type { PartnerUser } from '#server/plugins/app/partners/partner-auth.ts';

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
  const now = app.config.now();
  return app.db.transaction(async (tx) => {
    // Another partner's booking is not found, as if it did not exist.
    const found = await repo.findForPartner(
      { partnerId: partner.id, bookingId, forUpdate: true },
      tx,
    );
    if (!found) throw notFound(BOOKING_NOT_FOUND);
    const row = await repo.decide({ bookingId, approve, reason: reason || null, now }, tx);
    if (!row) throw conflict(PARTNER_BOOKING_MESSAGES.notAwaiting, 'NOT_AWAITING_APPROVAL');
    const student = await app.usersRepository.findById(row.userId, tx);
    if (student) {
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
            ? t('notification.partnerApproved', {
                partnerName: partner.name,
                bookingRef: row.bookingRef,
              })
            : t('notification.partnerDeclined', {
                partnerName: partner.name,
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
            partnerName: partner.name,
            bookingRef: row.bookingRef,
            packageName,
            approved: approve,
            reason: reason ?? '',
          },
        },
        tx,
      );
    }
    await recordBookingEvent(app, {
      bookingId: row.id,
      actor,
      action: approve ? 'partner_approved' : 'partner_declined',
      details: { partner: partner.name, ...(reason ? { reason } : {}) },
      tx,
    });
    await audit(app, {
      category: 'booking',
      actor,
      action: approve ? 'partner.booking_approved' : 'partner.booking_declined',
      entity: { type: 'booking', id: row.id },
      details: { bookingId: row.bookingRef, partner: partner.name, ...(reason ? { reason } : {}) },
      tx,
    });
    const [decided] = await repo.toPartnerBookings(partner.id, [row], tx);
    return decided!;
  });
}

import type { FastifyInstance } from 'fastify';

import type { Booking } from '@landed/shared/schemas/booking';
import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';
import { PARTNER_BOOKING_MESSAGES } from '@landed/shared/schemas/partner-bookings';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import { transition } from '#server/operations/booking-lifecycle/transition.ts';
import { tellStudentOfCancellation } from '#server/operations/bookings/cancel-booking.ts';
import { recordPartnerConsent } from '#server/operations/partners/bookings/record-partner-consent.ts';
import type { AuthState } from '#server/plugins/app/users/users-repository.ts';

// PATCH /api/booking/{id}/partner-consent: the student answers a booking a partner made for
// them (docs/decisions/105). Accepting records their consent to share it with the partner;
// refusing cancels it. One answer: the booking is locked, and the lifecycle refuses a second.
export async function answerPartnerBooking(
  app: FastifyInstance,
  {
    user,
    bookingId,
    accept,
    ip,
  }: { user: AuthState; bookingId: string; accept: boolean; ip: string },
): Promise<Booking> {
  return app.db.transaction(async (tx) => {
    const row = await app.bookingsRepository.findForUserForUpdate(bookingId, user.id, tx);
    if (!row) throw notFound(BOOKING_MESSAGES.notFound);
    const partner = row.partnerId ? await app.partnersRepository.find(row.partnerId, tx) : null;
    if (!partner)
      throw conflict(PARTNER_BOOKING_MESSAGES.consentNotAwaiting, 'CONSENT_NOT_AWAITING');
    const actor = { id: user.id, email: user.email, ip, name: user.name };
    // The lifecycle (docs/decisions/100): accepting records the answer; refusing cancels the
    // booking as the student's own cancellation does (driver released, refund by the policy).
    const answered = await transition(app, {
      row,
      event: accept ? 'student-accept-partner-booking' : 'student-refuse-partner-booking',
      by: 'student',
      actor,
      category: 'booking',
      details: { partner: partner.name },
      tx,
      tell: () =>
        accept
          ? recordPartnerConsent(
              app,
              {
                userId: user.id,
                email: user.email,
                partner,
                ip,
                source: 'accepted on the dashboard',
              },
              tx,
            )
          : tellStudentOfCancellation(app, { user, row, tx }),
    });
    const [booking] = await app.bookingsRepository.hydrate([answered], tx);
    return booking!;
  });
}

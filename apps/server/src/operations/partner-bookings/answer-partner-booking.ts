import type { FastifyInstance } from 'fastify';

import type { Booking } from '@landed/shared/schemas/booking';
import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';
import { PARTNER_BOOKING_MESSAGES } from '@landed/shared/schemas/partner-bookings';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import { audit } from '#server/operations/audit.ts';
import { cancelBooking } from '#server/operations/bookings/cancel-booking.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import { recordPartnerConsent } from '#server/operations/partner-bookings/record-partner-consent.ts';
import type { AuthState } from '#server/plugins/app/users/users-repository.ts';

// PATCH /api/booking/{id}/partner-consent: the student answers a booking a partner made for
// them (docs/decisions/105). Accepting records their consent to share it with the partner;
// refusing cancels it, through the owner's cancellation (the one place a booking's state is
// written here). One answer: the booking is locked and the answer conditional.
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
    if (row.studentConsent !== 'Awaiting' || !partner) {
      throw conflict(PARTNER_BOOKING_MESSAGES.consentNotAwaiting, 'CONSENT_NOT_AWAITING');
    }
    const answered = await app.partnerBookingsRepository.answerConsent(
      { bookingId: row.id, userId: user.id, accept, now: app.config.now() },
      tx,
    );
    if (!answered) {
      throw conflict(PARTNER_BOOKING_MESSAGES.consentNotAwaiting, 'CONSENT_NOT_AWAITING');
    }
    const actor = { id: user.id, email: user.email, ip, name: user.name };
    if (accept) {
      await recordPartnerConsent(
        app,
        { userId: user.id, email: user.email, partner, ip, source: 'accepted on the dashboard' },
        tx,
      );
    }
    await recordBookingEvent(app, {
      bookingId: row.id,
      actor,
      action: accept ? 'partner_consent_given' : 'partner_consent_refused',
      details: { partner: partner.name },
      tx,
    });
    await audit(app, {
      category: 'booking',
      actor,
      action: accept ? 'partner.booking_consent_given' : 'partner.booking_consent_refused',
      entity: { type: 'booking', id: row.id },
      details: { bookingId: row.bookingRef, partner: partner.name },
      tx,
    });
    // A refusal ends the booking: the status is the lifecycle's to write (issue 31 item 1).
    if (!accept) return cancelBooking(app, { user, bookingId: row.id, ip, tx });
    const [booking] = await app.bookingsRepository.hydrate([answered], tx);
    return booking!;
  });
}

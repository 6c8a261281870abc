import type { FastifyInstance } from 'fastify';

import type { Booking } from '@landed/shared/schemas/booking';
import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';
import { PARTNER_BILLING_MESSAGES } from '@landed/shared/schemas/partner-billing';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import { audit } from '#server/operations/audit.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import type { AuthState } from '#server/plugins/app/users/users-repository.ts';

// "I have paid": the booking waits for an administrator to verify the transfer. Asking again
// changes nothing (at most it updates the transfer reference of the pending claim).
export async function markBookingPaid(
  app: FastifyInstance,
  {
    user,
    bookingId,
    reference,
    ip,
  }: { user: AuthState; bookingId: string; reference: string | undefined; ip: string },
): Promise<Booking> {
  const repo = app.bookingsRepository;
  return app.db.transaction(async (tx) => {
    // Locked: two clicks at once must not record two claims.
    const row = await repo.findForUserForUpdate(bookingId, user.id, tx);
    if (!row) throw notFound(BOOKING_MESSAGES.notFound);
    if (row.status === 'Cancelled')
      throw conflict(BOOKING_MESSAGES.cancelledCannotPay, 'BOOKING_CANCELLED');
    // Its partner pays it on the monthly invoice (docs/decisions/096): no claim to check.
    if (row.billedToPartner)
      throw conflict(PARTNER_BILLING_MESSAGES.paysOnAccount, 'BILLED_TO_PARTNER');

    let current = row;
    if (row.paymentStatus === 'Not Paid') {
      await repo.createClaim(
        {
          bookingId: row.id,
          userId: user.id,
          amountCents: row.totalPriceCents,
          reference: reference ?? '',
        },
        tx,
      );
      current = await repo.update(row.id, { paymentStatus: 'Verification Pending' }, tx);
      await app.notificationsRepository.create(
        {
          userId: user.id,
          type: 'payment',
          message: translatorFor(user.locale).t('notification.paymentClaimed', {
            bookingRef: row.bookingRef,
          }),
        },
        tx,
      );
      await audit(app, {
        category: 'booking',
        actor: { id: user.id, email: user.email, ip },
        action: 'payment.claimed',
        entity: { type: 'booking', id: row.id },
        details: {
          bookingId: row.bookingRef,
          amount: row.totalPriceCents / 100,
          reference: reference ?? '',
        },
        tx,
      });
      await recordBookingEvent(app, {
        bookingId: row.id,
        actor: user,
        action: 'payment_claimed',
        details: { amount: row.totalPriceCents / 100, reference: reference ?? '' },
        tx,
      });
    } else if (row.paymentStatus === 'Verification Pending' && reference) {
      const claim = await repo.pendingClaim(row.id, tx);
      if (claim && claim.reference !== reference)
        await repo.updateClaimReference(claim.id, reference, tx);
    }
    const [booking] = await repo.hydrate([current], tx);
    return booking!;
  });
}

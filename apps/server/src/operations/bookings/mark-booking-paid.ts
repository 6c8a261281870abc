import type { FastifyInstance } from 'fastify';

import type { Booking } from '@landed/shared/schemas/booking';
import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import { decide } from '#server/operations/booking-lifecycle/machine.ts';
import { factsOf, transition } from '#server/operations/booking-lifecycle/transition.ts';
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
    // Refused for a cancelled booking and for one its partner pays on account (the lifecycle;
    // docs/decisions/096 and 100); one already claimed or paid is answered as it is.
    const decision = decide({
      facts: await factsOf(app, { row, tx }),
      event: 'claim-payment',
      by: 'student',
    });
    if (!decision.ok && decision.refusal.code !== 'ALREADY_CLAIMED')
      throw conflict(decision.refusal.message, decision.refusal.code);
    let current = row;
    if (decision.ok) {
      const actor = { id: user.id, email: user.email, ip, name: user.name };
      const details = { amount: row.totalPriceCents / 100, reference: reference ?? '' };
      await repo.createClaim(
        {
          bookingId: row.id,
          userId: user.id,
          amountCents: row.totalPriceCents,
          reference: reference ?? '',
        },
        tx,
      );
      current = await transition(app, {
        row,
        event: 'claim-payment',
        by: 'student',
        actor,
        category: 'booking',
        details,
        tx,
      });
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
    } else if (row.paymentStatus === 'Verification Pending' && reference) {
      const claim = await repo.pendingClaim(row.id, tx);
      if (claim && claim.reference !== reference)
        await repo.updateClaimReference(claim.id, reference, tx);
    }
    const [booking] = await repo.hydrate([current], tx);
    return booking!;
  });
}

import type { FastifyInstance } from 'fastify';

import type { Booking } from '@landed/shared/schemas/booking';
import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';

import type { Tx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/http-errors.ts';
import { audit } from '#server/operations/audit.ts';
import { createCancellationRefund } from '#server/operations/bookings/create-cancellation-refund.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import { releaseDriver } from '#server/operations/bookings/release-driver.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import type { AuthState } from '#server/plugins/app/users/users-repository.ts';

// The owner cancels a booking, only while it is Pending (DECISIONS "Bookings and payment"). A
// verified payment gets its refund under the cancellation policy (docs/decisions/086). `tx`: in
// the caller's transaction (a student refusing a partner's booking, docs/decisions/105).
export async function cancelBooking(
  app: FastifyInstance,
  {
    user,
    bookingId,
    ip,
    tx: outer,
  }: { user: AuthState; bookingId: string; ip: string; tx?: Tx | undefined },
): Promise<Booking> {
  const repo = app.bookingsRepository;
  const inTransaction = <T>(work: (tx: Tx) => Promise<T>) =>
    outer ? work(outer) : app.db.transaction(work);
  return inTransaction(async (tx) => {
    const row = await repo.findForUserForUpdate(bookingId, user.id, tx);
    if (!row) throw notFound(BOOKING_MESSAGES.notFound);
    if (row.status !== 'Pending') throw conflict(BOOKING_MESSAGES.onlyPendingCancel, 'NOT_PENDING');
    await releaseDriver(app, { row, actor: user, tx });
    const updated = await repo.update(
      row.id,
      { status: 'Cancelled', endedAt: app.config.now() },
      tx,
    );
    const packageName = await repo.packageNameIn({ row, locale: user.locale }, tx);
    await app.notificationsRepository.create(
      {
        userId: user.id,
        type: 'booking',
        message: translatorFor(user.locale).t('notification.bookingCancelled', {
          bookingRef: row.bookingRef,
          packageName,
        }),
      },
      tx,
    );
    await app.mail.enqueue(
      {
        template: 'booking-status-changed',
        to: user.email,
        bookingId: row.id,
        locale: user.locale,
        data: {
          name: user.name,
          bookingRef: row.bookingRef,
          packageName,
          status: 'Cancelled',
        },
      },
      tx,
    );
    await audit(app, {
      category: 'booking',
      actor: { id: user.id, email: user.email, ip },
      action: 'booking.cancelled',
      entity: { type: 'booking', id: row.id },
      details: { bookingId: row.bookingRef, before: row.status, after: 'Cancelled' },
      tx,
    });
    await recordBookingEvent(app, {
      bookingId: row.id,
      actor: user,
      action: 'status_changed',
      details: { before: row.status, after: 'Cancelled' },
      tx,
    });
    await createCancellationRefund(app, {
      row,
      actor: { id: user.id, email: user.email, ip, name: user.name },
      category: 'booking',
      tx,
    });
    const [booking] = await repo.hydrate([updated], tx);
    return booking!;
  });
}

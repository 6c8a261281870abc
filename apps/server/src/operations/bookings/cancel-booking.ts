import type { FastifyInstance } from 'fastify';

import type { Booking } from '@landed/shared/schemas/booking';
import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';

import type { DbOrTx, Tx } from '#server/db/client.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { transition } from '#server/operations/booking-lifecycle/transition.ts';
import { tellStudentOfStatus } from '#server/operations/bookings/tell-student-of-status.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { AuthState } from '#server/plugins/app/users/users-repository.ts';

// The owner cancels a booking, only while it is Pending (DECISIONS "Bookings and payment"). A
// verified payment gets its refund under the cancellation policy (docs/decisions/086): the
// lifecycle's student-cancel (docs/decisions/100). `tx`: in the caller's transaction (a student
// refusing a partner's booking, docs/decisions/105).
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
    const actor = { id: user.id, email: user.email, ip, name: user.name };
    // The lifecycle releases the driver, records the move and refunds by the policy.
    const updated = await transition(app, {
      row,
      event: 'student-cancel',
      by: 'student',
      actor,
      category: 'booking',
      tx,
      tell: () => tellStudentOfCancellation(app, { user, row, tx }),
    });
    const [booking] = await repo.hydrate([updated], tx);
    return booking!;
  });
}

// What the student reads of their own cancellation (also a refused partner's booking).
export async function tellStudentOfCancellation(
  app: FastifyInstance,
  { user, row, tx }: { user: AuthState; row: BookingRow; tx: DbOrTx },
): Promise<void> {
  const message = 'notification.bookingCancelled';
  await tellStudentOfStatus(app, { student: user, row, status: 'Cancelled', message, tx });
}

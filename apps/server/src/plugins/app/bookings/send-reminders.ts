import type { FastifyInstance } from 'fastify';

import { addDays, daysBetween, formatCalendarDate, melbourneDate } from '@landed/shared/dates';

// Reminders 7 days and 1 day before a booking's preferred date (DECISIONS "The user area"): a
// notification and an e-mail, both pointing to the arrival pass (docs/decisions/062). Each is
// claimed through the notification's unique key, and the mail is written in the same
// transaction, so several instances running this at once create each reminder, and send its
// mail, once. Returns how many this call created.
export async function sendReminders(app: FastifyInstance): Promise<number> {
  const today = melbourneDate(app.config.now());
  const due = await app.bookingsRepository.upcoming(today, addDays(today, 7));
  let created = 0;
  for (const booking of due) {
    const days = daysBetween(today, booking.preferredDate);
    const kind = days <= 1 ? '1d' : '7d';
    const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
    const pass =
      kind === '1d'
        ? ' Open your arrival pass now: it then works offline, even before you have a SIM card.'
        : '';
    const made = await app.db.transaction(async (tx) => {
      const claimed = await app.notificationsRepository.create(
        {
          userId: booking.userId,
          type: 'reminder',
          message: `Reminder: your ${booking.packageName} booking ${booking.bookingRef} is ${when}, on ${formatCalendarDate(booking.preferredDate)}.${pass}`,
          dedupeKey: `reminder:${kind}:${booking.id}`,
        },
        tx,
      );
      if (!claimed) return false;
      const student = await app.usersRepository.findById(booking.userId, tx);
      if (student) {
        await app.mail.enqueue(
          {
            template: 'booking-reminder',
            to: student.email,
            data: {
              name: student.name,
              bookingRef: booking.bookingRef,
              packageName: booking.packageName,
              preferredDate: booking.preferredDate,
              when,
            },
            bookingId: booking.id,
          },
          tx,
        );
      }
      return true;
    });
    if (made) created += 1;
  }
  return created;
}

import type { FastifyInstance } from 'fastify';

import { addDays, daysBetween, formatCalendarDate, melbourneDate } from '@landed/shared/dates';

// Reminders 7 days and 1 day before a booking's preferred date (DECISIONS "The user area").
// Each is claimed through a unique key, so several instances running this at once create it
// once. Returns how many this call created.
export async function sendReminders(app: FastifyInstance): Promise<number> {
  const today = melbourneDate(app.config.now());
  const due = await app.bookingsRepository.upcoming(today, addDays(today, 7));
  let created = 0;
  for (const booking of due) {
    const days = daysBetween(today, booking.preferredDate);
    const kind = days <= 1 ? '1d' : '7d';
    const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
    const made = await app.notificationsRepository.create({
      userId: booking.userId,
      type: 'reminder',
      message: `Reminder: your ${booking.packageName} booking ${booking.bookingRef} is ${when}, on ${formatCalendarDate(booking.preferredDate)}.`,
      dedupeKey: `reminder:${kind}:${booking.id}`,
    });
    if (made) created += 1;
  }
  return created;
}

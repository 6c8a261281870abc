import type { FastifyInstance } from 'fastify';

import { addDays, daysBetween, melbourneDate } from '@landed/shared/dates';

import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import { notificationDate } from '#server/plugins/app/notifications/notification-text.ts';

// The claim key of a booking's 7-day or 1-day reminder for one arrival date. The date is part
// of it: a booking whose arrival moves gets its reminders again for the new date, still once
// each (docs/decisions/064).
export const reminderKey = (input: { kind: '7d' | '1d'; bookingId: string; date: string }) =>
  `reminder:${input.kind}:${input.bookingId}:${input.date}`;

// Reminders 7 days and 1 day before a booking's preferred date (DECISIONS "The user area"): a
// notification and an e-mail, both pointing to the arrival pass (docs/decisions/062). Each is
// claimed through the notification's unique key, and the mail is written in the same
// transaction, so several instances running this at once create each reminder, and send its
// mail, once. Returns how many this call created.
export async function sendReminders(app: FastifyInstance): Promise<number> {
  const today = melbourneDate(app.config.now());
  const due = await app.bookingsRepository.upcoming(today, addDays(today, 7));
  const reminders = due.map((booking) => {
    const days = daysBetween(today, booking.preferredDate);
    const kind = days <= 1 ? ('1d' as const) : ('7d' as const);
    return {
      booking,
      days,
      key: reminderKey({ kind, bookingId: booking.id, date: booking.preferredDate }),
    };
  });
  // Most runs find every reminder made already: one read, and no transaction for those.
  const taken = await app.notificationsRepository.takenDedupeKeys(reminders.map((r) => r.key));
  let created = 0;
  for (const { booking, days, key } of reminders) {
    if (taken.has(key)) continue;
    const made = await app.db.transaction(async (tx) => {
      // The list above may be stale by now: the student may have moved the arrival since.
      const onDate = await app.bookingsRepository.stillOnDate(
        booking.id,
        booking.preferredDate,
        tx,
      );
      if (!onDate) return false;
      // The notification and the mail in the student's language.
      const student = await app.usersRepository.findById(booking.userId, tx);
      const translator = translatorFor(student?.locale);
      const { t } = translator;
      const packageName = await app.bookingsRepository.packageNameIn(
        { row: booking, locale: student?.locale },
        tx,
      );
      const values = {
        packageName,
        bookingRef: booking.bookingRef,
        when: t('bookingReminder.when', { days }),
        date: notificationDate(translator, { date: booking.preferredDate }),
      };
      const claimed = await app.notificationsRepository.create(
        {
          userId: booking.userId,
          type: 'reminder',
          // The last day's reminder also points to the arrival pass.
          message: key.startsWith('reminder:1d:')
            ? t('notification.reminderPass', values)
            : t('notification.reminder', values),
          dedupeKey: key,
        },
        tx,
      );
      if (!claimed) return false;
      if (student) {
        await app.mail.enqueue(
          {
            template: 'booking-reminder',
            to: student.email,
            data: {
              name: student.name,
              bookingRef: booking.bookingRef,
              packageName,
              preferredDate: booking.preferredDate,
              days,
            },
            bookingId: booking.id,
            locale: student.locale,
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

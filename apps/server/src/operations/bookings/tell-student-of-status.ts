import type { FastifyInstance } from 'fastify';

import type { BookingStatus } from '@landed/shared/constants';

import type { DbOrTx } from '#server/db/client.ts';
import { bookingCalendarAttachment } from '#server/operations/calendars/get-booking-calendar.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { MailKey } from '#server/plugins/app/mail/translations.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

// A booking's new status, told to its student in their language: the notification `message`
// (staff's change and the student's own cancellation say it differently) and the
// status-changed mail, which a confirmed arrival's calendar entry rides along with (decision
// 062). No student (deleted): the notification only.
export async function tellStudentOfStatus(
  app: FastifyInstance,
  {
    student,
    row,
    status,
    message,
    tx,
  }: {
    student: Pick<UserRow, 'email' | 'name' | 'locale'> | undefined;
    row: BookingRow;
    status: BookingStatus;
    message: MailKey;
    tx: DbOrTx;
  },
): Promise<void> {
  const packageName = await app.bookingsRepository.packageNameIn(
    { row, locale: student?.locale },
    tx,
  );
  await app.notificationsRepository.create(
    {
      userId: row.userId,
      type: 'booking',
      message: translatorFor(student?.locale).t(message, {
        bookingRef: row.bookingRef,
        packageName,
      }),
    },
    tx,
  );
  if (!student) return;
  await app.mail.enqueue(
    {
      template: 'booking-status-changed',
      to: student.email,
      bookingId: row.id,
      locale: student.locale,
      data: { name: student.name, bookingRef: row.bookingRef, packageName, status },
      ...(status === 'Confirmed'
        ? { attachments: [await bookingCalendarAttachment(app, { bookingId: row.id, tx })] }
        : {}),
    },
    tx,
  );
}

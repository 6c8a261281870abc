// A booking's arrival as an iCalendar file: downloaded by its owner ("Add to calendar") and
// attached to the mails about it (docs/decisions/062).
import type { FastifyInstance } from 'fastify';

import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';

import type { DbOrTx } from '#server/db/client.ts';
import { CALENDAR_CONTENT_TYPE, calendarFileName, renderPickupCalendar } from '#server/lib/ical.ts';
import { notFound } from '#server/lib/http-errors.ts';
import type { MailAttachment } from '#server/plugins/app/mail/mail.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import { bookingFlights } from '#server/plugins/app/flights/flights-repository.ts';
import { toPickupEvent } from './to-pickup-event.ts';

export type CalendarFile = { fileName: string; contentType: string; body: string };

async function calendarOf(
  app: FastifyInstance,
  { row, tx }: { row: BookingRow; tx?: DbOrTx },
): Promise<CalendarFile> {
  const [hydrated] = await app.bookingsRepository.hydrateFully([row], tx);
  const cms = await app.cmsRepository.get(tx);
  const { flightOf, pickupTimeOf } = await bookingFlights(tx ?? app.db, [row]);
  const event = toPickupEvent({
    row,
    driver: hydrated?.driver,
    cms,
    appUrl: app.config.appUrl,
    audience: 'student',
    flight: flightOf(row),
    pickupTime: pickupTimeOf(row),
  });
  return {
    fileName: calendarFileName(row.bookingRef),
    contentType: CALENDAR_CONTENT_TYPE,
    body: renderPickupCalendar({
      name: `Landed pickup ${row.bookingRef}`,
      events: [event],
      audience: 'student',
      now: app.config.now(),
    }),
  };
}

// GET /api/booking/{id}/calendar.ics: the owner's booking by _id or reference; anyone else's
// is not found.
export async function getBookingCalendar(
  app: FastifyInstance,
  { userId, key }: { userId: string; key: string },
): Promise<CalendarFile> {
  const row = await app.bookingsRepository.findForUserByKey(key, userId);
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  return calendarOf(app, { row });
}

// The same file as a mail attachment, read in the transaction of the change the mail is about
// (so it shows the new status, driver or flight): `attachments: [await
// bookingCalendarAttachment(app, { bookingId, tx })]`.
export async function bookingCalendarAttachment(
  app: FastifyInstance,
  { bookingId, tx }: { bookingId: string; tx?: DbOrTx },
): Promise<MailAttachment> {
  const row = await app.bookingsRepository.lock(bookingId, tx ?? app.db);
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  const file = await calendarOf(app, { row, tx });
  return {
    filename: file.fileName,
    contentType: `${file.contentType}; method=PUBLISH`,
    content: Buffer.from(file.body, 'utf8'),
  };
}

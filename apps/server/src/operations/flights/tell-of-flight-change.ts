// Everyone hears of a change before it matters (issue 34 item 4): when the landing moves by
// more than 20 minutes from what was last told, or the flight is cancelled, diverted, lands or
// is not found, each student on it gets a notification in their language and each assigned
// driver a mail. Runs in the look-up's transaction, under its lease, so two instances tell it
// once; what was told is kept on the flight, so a drift in small steps adds up to one message.
import type { FastifyInstance } from 'fastify';

import { formatCalendarDate, melbourneTime } from '@landed/shared/dates';
import type { FlightStatus } from '@landed/shared/schemas/flights';

import type { DbOrTx } from '#server/db/client.ts';
import { pickupTimeOf } from '#server/lib/pickup-clock.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import type { FlightRow } from '#server/plugins/app/flights/flights-repository.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';

const TOLD_ONCE: readonly FlightStatus[] = ['cancelled', 'diverted', 'landed', 'not_found'];

type News = { kind: 'moved' | 'landed' | 'cancelled' | 'diverted' | 'not_found'; at: Date | null };

// The student's sentence and the driver's few words for each kind of news.
const WORDS = {
  moved: { student: 'flightNotice.moved', driver: 'flightNotice.movedShort' },
  landed: { student: 'flightNotice.landed', driver: 'flightNotice.landedShort' },
  cancelled: { student: 'flightNotice.cancelled', driver: 'flightNotice.cancelledShort' },
  diverted: { student: 'flightNotice.diverted', driver: 'flightNotice.divertedShort' },
  not_found: { student: 'flightNotice.not_found', driver: 'flightNotice.not_foundShort' },
} as const;

// `alertMinutes`: a smaller move is not worth a message (the Super Admin's setting, 20 by
// default; airlines' own alerts use 15-30 minutes).
function newsOf(flight: FlightRow, alertMinutes: number): News | null {
  const status = flight.status;
  if (!status) return null;
  const landing = flight.actualArrival ?? flight.estimatedArrival ?? flight.scheduledArrival;
  if (TOLD_ONCE.includes(status)) {
    if (flight.announcedStatus === status) return null;
    return { kind: status as News['kind'], at: landing };
  }
  const told = flight.announcedArrival ?? flight.plannedArrival;
  if (!landing) return null;
  const moved = Math.abs(landing.getTime() - told.getTime()) / 60_000;
  return moved > alertMinutes ? { kind: 'moved', at: landing } : null;
}

export async function tellOfFlightChange(
  app: FastifyInstance,
  { flight, tx }: { flight: FlightRow; tx: DbOrTx },
): Promise<void> {
  const settings = await app.flightsRepository.settings(tx);
  const news = newsOf(flight, settings.changeAlertMinutes ?? 20);
  if (!news) return;
  const pickup = pickupTimeOf(flight, settings);
  const time = news.at ? melbourneTime(news.at) : '';
  const pickupTime = pickup && news.kind !== 'cancelled' ? melbourneTime(pickup) : '';
  for (const booking of await app.flightsRepository.bookingsOn(flight, tx)) {
    const student = await app.usersRepository.findById(booking.userId, tx);
    const { t } = translatorFor(student?.locale);
    const values = {
      number: flight.number,
      time,
      pickupTime,
      date: formatCalendarDate(flight.dateLocal),
      bookingRef: booking.bookingRef,
    };
    await app.notificationsRepository.create(
      { userId: booking.userId, type: 'booking', message: t(WORDS[news.kind].student, values) },
      tx,
    );
    await recordBookingEvent(app, {
      bookingId: booking.id,
      actor: null,
      action: 'flight_changed',
      details: { flight: flight.number, change: news.kind, ...(time ? { time } : {}) },
      tx,
    });
    const driver = booking.driverId
      ? await app.driversRepository.findById(booking.driverId, tx)
      : undefined;
    if (driver && !driver.isDeleted && driver.email)
      await app.mail.enqueue(
        {
          template: 'flight-changed-driver',
          to: driver.email,
          bookingId: booking.id,
          data: {
            name: driver.name.split(/\s+/)[0] ?? driver.name,
            bookingRef: booking.bookingRef,
            studentName: booking.contactName,
            studentPhone: booking.contactPhone,
            flightNumber: flight.number,
            change: translatorFor('en').t(WORDS[news.kind].driver, values),
            pickupTime,
          },
        },
        tx,
      );
  }
  await app.flightsRepository.markAnnounced(
    { id: flight.id, arrival: news.at ?? flight.announcedArrival, status: flight.status },
    tx,
  );
}

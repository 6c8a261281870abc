import type { FastifyInstance } from 'fastify';

import { addDays, melbourneDate, melbourneInstant } from '@landed/shared/dates';
import type { Booking, changeArrivalBodySchema } from '@landed/shared/schemas/booking';
import { ARRIVAL_CHANGES_PER_HOUR, BOOKING_MESSAGES } from '@landed/shared/schemas/booking';
import type { z } from 'zod';

import { HttpError, conflict, notFound, tooManyRequests } from '#server/lib/http-errors.ts';
import { audit } from '#server/operations/audit.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import { bookingFlights } from '#server/plugins/app/flights/flights-repository.ts';
import type { ArrivalFacts } from '#server/plugins/app/mail/message.ts';
import type { Translator } from '#server/plugins/app/mail/translations.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';
import { notificationDate } from '#server/plugins/app/notifications/notification-text.ts';
import type { AuthState } from '#server/plugins/app/users/users-repository.ts';

type Body = z.output<typeof changeArrivalBodySchema>;

const HOUR_MS = 60 * 60_000;
// When the CMS row is missing (it is seeded, so only in a broken install).
const DEFAULT_CUTOFF_HOURS = 24;
const FIELDS = ['preferredDate', 'arrivalTime', 'flightNumber', 'destinationAddress'] as const;

const fieldError = (field: string, message: string) =>
  new HttpError({ statusCode: 400, message: `${field}: ${message}`, code: 'VALIDATION_ERROR' });

const factsOf = (row: BookingRow): ArrivalFacts => ({
  preferredDate: row.preferredDate,
  arrivalTime: row.arrivalTime,
  flightNumber: row.flightNumber,
  destinationAddress: row.destinationAddress,
});

// When a booking's arrival happens: its date at its time in Melbourne, or the start of its day
// when no time is given (the earliest it can be; docs/decisions/064).
export const arrivalInstant = (facts: Pick<ArrivalFacts, 'preferredDate' | 'arrivalTime'>) =>
  melbourneInstant(facts.preferredDate, facts.arrivalTime);

// Only what changed, before and after, for the timeline and the log.
function difference(before: ArrivalFacts, after: ArrivalFacts) {
  const changed = FIELDS.filter((f) => before[f] !== after[f]);
  const pick = (facts: ArrivalFacts) => Object.fromEntries(changed.map((f) => [f, facts[f]]));
  return { changed, before: pick(before), after: pick(after) };
}

// The student's notification of the new arrival, in their language.
function confirmation(
  translator: Translator,
  { ref, after }: { ref: string; after: ArrivalFacts },
): string {
  const { t } = translator;
  const values = {
    bookingRef: ref,
    date: notificationDate(translator, { date: after.preferredDate }),
    time: after.arrivalTime,
    flightNumber: after.flightNumber,
  };
  if (after.arrivalTime) {
    return after.flightNumber
      ? t('notification.arrivalChanged', values)
      : t('notification.arrivalChangedNoFlight', values);
  }
  return after.flightNumber
    ? t('notification.arrivalChangedNoTime', values)
    : t('notification.arrivalChangedNoTimeNoFlight', values);
}

// The owner moves the arrival of a Pending or Confirmed booking, until `cutoffHours` (CMS)
// before the arrival as it stands. The team, the assigned driver and the student are told,
// and the timeline keeps the old and new values. Reminders follow the new date by themselves:
// their claim keys carry the date (send-reminders.ts).
export async function changeBookingArrival(
  app: FastifyInstance,
  { user, bookingId, body, ip }: { user: AuthState; bookingId: string; body: Body; ip: string },
): Promise<Booking> {
  const now = app.config.now();
  const today = melbourneDate(now);
  // The booking form's rules (docs/decisions/012).
  if (body.preferredDate < today) throw fieldError('preferredDate', BOOKING_MESSAGES.dateInPast);
  if (body.preferredDate > addDays(today, 731))
    throw fieldError('preferredDate', BOOKING_MESSAGES.dateTooFar);

  const repo = app.bookingsRepository;
  return app.db.transaction(async (tx) => {
    // The user's row first, as creating a booking does: changes sent at once are counted one
    // after the other, on every instance.
    await app.usersRepository.lockById(user.id, tx);
    const row = await repo.findForUserForUpdate(bookingId, user.id, tx);
    if (!row) throw notFound(BOOKING_MESSAGES.notFound);
    if (row.status !== 'Pending' && row.status !== 'Confirmed')
      throw conflict(BOOKING_MESSAGES.arrivalChangeNotOpen, 'BOOKING_CLOSED');

    const cms = await app.cmsRepository.get(tx);
    const cutoffHours = cms?.arrivalChangeCutoffHours ?? DEFAULT_CUTOFF_HOURS;
    const before = factsOf(row);
    // The airline cancelled the flight: the policy's free change of date, whenever it is asked
    // for (issue 34 item 4), and the cancellation tiers count from the new arrival.
    const airlineCancelled =
      (await bookingFlights(tx, [row])).flightOf(row).status === 'cancelled' &&
      (await app.cmsRepository.cancellationPolicy(tx)).airlineCancelledFullRefund;
    if (
      !airlineCancelled &&
      now.getTime() > arrivalInstant(before).getTime() - cutoffHours * HOUR_MS
    ) {
      throw conflict(BOOKING_MESSAGES.arrivalChangeTooLate(cutoffHours), 'ARRIVAL_CHANGE_CLOSED');
    }

    const after: ArrivalFacts = {
      preferredDate: body.preferredDate,
      arrivalTime: body.arrivalTime ?? row.arrivalTime,
      flightNumber: body.flightNumber ?? row.flightNumber,
      destinationAddress: body.destinationAddress ?? row.destinationAddress,
    };
    const change = difference(before, after);
    // Nothing new: nobody needs telling.
    if (change.changed.length === 0) {
      const [booking] = await repo.hydrate([row], tx);
      return booking!;
    }

    const recent = await repo.countArrivalChangesSince(
      user.id,
      new Date(now.getTime() - HOUR_MS),
      tx,
    );
    if (recent >= ARRIVAL_CHANGES_PER_HOUR)
      throw tooManyRequests(BOOKING_MESSAGES.tooManyArrivalChanges, 'TOO_MANY_ARRIVAL_CHANGES');

    // The cancellation tier keeps counting from the earliest arrival the booking had (issue 31).
    const earliest = airlineCancelled
      ? arrivalInstant(after)
      : [row.policyArrivalAt, arrivalInstant(before), arrivalInstant(after)]
          .filter((d): d is Date => d !== null)
          .reduce((a, b) => (b < a ? b : a));
    const updated = await repo.updateArrival(row.id, { ...after, policyArrivalAt: earliest }, tx);
    // Moved to within the cut-off: the team has less time than it asks for.
    const shortNotice = arrivalInstant(after).getTime() - now.getTime() < cutoffHours * HOUR_MS;
    await recordBookingEvent(app, {
      bookingId: row.id,
      actor: user,
      action: 'arrival_changed',
      details: {
        before: change.before,
        after: change.after,
        ...(shortNotice ? { shortNotice } : {}),
        ...(airlineCancelled ? { airlineCancelled } : {}),
      },
      tx,
    });
    await audit(app, {
      category: 'booking',
      actor: { id: user.id, email: user.email, ip },
      action: 'booking.arrival_changed',
      entity: { type: 'booking', id: row.id },
      details: {
        bookingId: row.bookingRef,
        before: change.before,
        after: change.after,
        preferredDate: after.preferredDate,
        arrivalTime: after.arrivalTime,
        flightNumber: after.flightNumber,
        shortNotice,
      },
      tx,
    });
    await app.notificationsRepository.create(
      {
        userId: user.id,
        type: 'booking',
        message: confirmation(translatorFor(user.locale), { ref: row.bookingRef, after }),
      },
      tx,
    );

    const [hydrated] = await repo.hydrateFully([updated], tx);
    const driver = hydrated!.driver;
    // A driver removed from the list gets no more jobs, and no more mail about them.
    if (driver && !driver.isDeleted && driver.email) {
      await app.mail.enqueue(
        {
          template: 'arrival-changed-driver',
          to: driver.email,
          bookingId: row.id,
          data: {
            name: driver.name.split(/\s+/)[0] ?? driver.name,
            bookingRef: row.bookingRef,
            studentName: row.contactName,
            studentPhone: row.contactPhone,
            before,
            after,
            meetingPoint: row.meetingPoint || cms?.defaultMeetingPoint || '',
          },
        },
        tx,
      );
    }
    return hydrated!.booking;
  });
}

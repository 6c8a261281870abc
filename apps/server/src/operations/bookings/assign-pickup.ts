import type { FastifyInstance } from 'fastify';

import type { PickupStatus } from '@landed/shared/constants';
import type { AdminBooking } from '@landed/shared/schemas/admin';
import { melbourneDate } from '@landed/shared/dates';
import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';
import { DRIVER_MESSAGES } from '@landed/shared/schemas/drivers';

import type { DbOrTx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { sendDriverAssignedIfDue } from '#server/operations/arrival-messages/send-due-arrival-messages.ts';
import { tellPartnerOfNoShow } from '#server/operations/partners/arrivals/tell-partner-of-no-show.ts';
import { mailDriverJob, pickupFacts } from '#server/operations/bookings/mail-driver-job.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import { decidePickup } from '#server/operations/booking-lifecycle/machine.ts';
import { setDispatch } from '#server/operations/booking-lifecycle/pickup.ts';
import { publishMeetingChange } from '#server/operations/live/publish-meeting-change.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { DriverRow } from '#server/plugins/app/drivers/drivers-repository.ts';
import { bookingCalendarAttachment } from '#server/operations/calendars/get-booking-calendar.ts';
import { translatorFor } from '#server/plugins/app/mail/translations.ts';

export type AssignmentChange = {
  // A driver's id, null for none, undefined to keep the current one.
  driverId?: string | null | undefined;
  meetingPoint?: string | undefined;
  pickupStatus?: PickupStatus | undefined;
};

// The driver a booking is to be given, when it is another one than now: it must exist, not be
// removed and be active. Locked, so a removal of that driver waits for this assignment (and
// then refuses: the driver has a pickup).
async function newDriverFor(
  app: FastifyInstance,
  { driverId, tx }: { driverId: string; tx: DbOrTx },
): Promise<DriverRow> {
  const driver = await app.driversRepository.lock(driverId, tx);
  if (!driver) throw notFound(DRIVER_MESSAGES.notFound);
  if (driver.isDeleted) throw conflict(DRIVER_MESSAGES.deleted, 'DRIVER_REMOVED');
  if (!driver.active) throw conflict(DRIVER_MESSAGES.inactive, 'DRIVER_INACTIVE');
  return driver;
}

// Who is told what. The student hears about their driver (first name and phone) and meeting
// point; a driver gets the job, its changes, or its withdrawal. A pickup status alone tells
// nobody: it is the office's own record of the day.
async function tellEveryone(
  app: FastifyInstance,
  input: {
    before: BookingRow;
    after: BookingRow;
    oldDriver: DriverRow | undefined;
    newDriver: DriverRow | undefined;
    tx: DbOrTx;
  },
): Promise<void> {
  const { before, after, oldDriver, newDriver, tx } = input;
  const driverChanged = before.driverId !== after.driverId;
  const meetingPointChanged = before.meetingPoint !== after.meetingPoint;
  if (!driverChanged && !(meetingPointChanged && newDriver)) return;

  if (driverChanged && oldDriver) {
    await mailDriverJob(app, { driver: oldDriver, row: before, kind: 'withdrawn', tx });
  }
  if (newDriver) {
    await mailDriverJob(app, {
      driver: newDriver,
      row: after,
      kind: driverChanged ? 'assigned' : 'updated',
      tx,
    });
  }

  const student = await app.usersRepository.findById(after.userId, tx);
  if (!student) return;
  const ref = after.bookingRef;
  // The student's notification, in their language like the mail.
  const { t } = translatorFor(student.locale);
  if (!newDriver) {
    await app.notificationsRepository.create(
      {
        userId: student.id,
        type: 'booking',
        message: t('notification.pickupDriverChanging', { bookingRef: ref }),
      },
      tx,
    );
    return;
  }
  // The driver's name as the business entered it: a first word is wrong for many names ("Li"
  // for Li Wei; issue 25). The messages' placeholder keeps its old name.
  const driver = { name: newDriver.name.trim(), phone: newDriver.phone };
  const facts = {
    bookingRef: ref,
    driverFirstName: driver.name,
    driverPhone: driver.phone,
    meetingPoint: after.meetingPoint,
  };
  let message: string;
  if (driverChanged) {
    message = after.meetingPoint
      ? t('notification.pickupDriverMeetingPoint', facts)
      : t('notification.pickupDriver', facts);
  } else {
    message = after.meetingPoint
      ? t('notification.pickupMeetingPoint', facts)
      : t('notification.pickupMeetingPointTbc', facts);
  }
  await app.notificationsRepository.create({ userId: student.id, type: 'booking', message }, tx);
  await app.mail.enqueue(
    {
      template: 'pickup-assigned',
      to: student.email,
      bookingId: after.id,
      locale: student.locale,
      data: {
        ...pickupFacts(after),
        name: student.name,
        driverFirstName: driver.name,
        driverPhone: driver.phone,
        updated: Boolean(oldDriver) || !driverChanged,
      },
      // The arrival, with who meets them, in their calendar in one tap (decision 062).
      attachments: [await bookingCalendarAttachment(app, { bookingId: after.id, tx })],
    },
    tx,
  );
}

// The arrivals board's assignment (PATCH /api/admin/bookings/{id}/assignment;
// docs/decisions/060): a driver given, changed or taken off, the meeting point, the pickup
// status. Only while the booking is Pending or Confirmed; the booking's row is locked, so two
// dispatchers' changes apply one after the other and each tells the right people.
export async function assignPickup(
  app: FastifyInstance,
  {
    actor,
    bookingId,
    change,
  }: { actor: SignedInActor; bookingId: string; change: AssignmentChange },
): Promise<AdminBooking> {
  let driverGiven = false;
  const booking = await app.db.transaction(async (tx) => {
    const before = await app.bookingsRepository.lock(bookingId, tx);
    if (!before) throw notFound(BOOKING_MESSAGES.notFound);
    // A booking no longer dispatched is refused before anything is looked up.
    const closed = decidePickup({
      facts: { ...before, today: melbourneDate(app.config.now()) },
      to: before.pickupStatus,
      hasDriver: before.driverId !== null,
    });
    if (closed) throw conflict(closed.message, closed.code);
    const driverId = change.driverId === undefined ? before.driverId : change.driverId;
    const driverChanged = driverId !== before.driverId;
    const oldDriver = before.driverId
      ? await app.driversRepository.findById(before.driverId, tx)
      : undefined;
    const newDriver = !driverId
      ? undefined
      : driverChanged
        ? await newDriverFor(app, { driverId, tx })
        : oldDriver;

    const pickupStatus: PickupStatus =
      change.pickupStatus ??
      (driverChanged ? (driverId ? 'Assigned' : 'Unassigned') : before.pickupStatus);
    // A booking with a driver has a meeting point of its own: the default is copied in when
    // none is set, so what the student and the driver were told stays put if the default
    // changes later.
    let meetingPoint = change.meetingPoint ?? before.meetingPoint;
    if (driverId && meetingPoint === '') {
      meetingPoint = await app.arrivalsRepository.defaultMeetingPoint(tx);
    }

    const changed = {
      driver: driverChanged,
      meetingPoint: meetingPoint !== before.meetingPoint,
      pickupStatus: pickupStatus !== before.pickupStatus,
    };
    if (changed.driver || changed.meetingPoint || changed.pickupStatus) {
      // The lifecycle's pickup rules (dispatchable, a driver for a status, the day's statuses
      // on the day) and its one writer of the dispatch (docs/decisions/100).
      const after = await setDispatch(app, {
        row: before,
        dispatch: { driverId: driverId ?? null, meetingPoint, pickupStatus },
        tx,
      });
      await tellEveryone(app, { before, after, oldDriver, newDriver, tx });
      // A pickup status tells nobody, except a partner of a student who did not turn up.
      if (changed.pickupStatus) await tellPartnerOfNoShow(app, { after, tx });
      await record(app, { actor, before, after, oldDriver, newDriver, changed, tx });
      driverGiven = changed.driver && Boolean(newDriver);
      // Every open board and the student's pass, once committed (issue 35).
      await publishMeetingChange(app, after.id, tx);
    }
    return (await app.bookingsRepository.findWithUser(before.id, tx))!;
  });
  // Given on the day before the arrival or later: "your driver is …" now (issue 35 item 4).
  if (driverGiven) await sendDriverAssignedIfDue(app, { bookingId });
  return booking;
}

// One timeline line for what changed (a new driver's line carries the meeting point and the
// status it set), and one log entry with every change.
async function record(
  app: FastifyInstance,
  input: {
    actor: SignedInActor;
    before: BookingRow;
    after: BookingRow;
    oldDriver: DriverRow | undefined;
    newDriver: DriverRow | undefined;
    changed: { driver: boolean; meetingPoint: boolean; pickupStatus: boolean };
    tx: DbOrTx;
  },
): Promise<void> {
  const { actor, before, after, oldDriver, newDriver, changed, tx } = input;
  const driverNames = { before: oldDriver?.name ?? null, after: newDriver?.name ?? null };
  const pickupStatus = { before: before.pickupStatus, after: after.pickupStatus };
  const meetingPoint = { before: before.meetingPoint, after: after.meetingPoint };
  if (changed.driver) {
    await recordBookingEvent(app, {
      bookingId: after.id,
      actor,
      action: newDriver ? 'assigned' : 'unassigned',
      details: {
        driver: driverNames.after,
        driverId: after.driverId,
        previousDriver: driverNames.before,
        previousDriverId: before.driverId,
        meetingPoint: after.meetingPoint,
        pickupStatus: after.pickupStatus,
      },
      tx,
    });
  } else {
    // The meeting point, then the status: a line for each that changed.
    const lines = [
      { changed: changed.meetingPoint, action: 'meeting_point_changed', details: meetingPoint },
      { changed: changed.pickupStatus, action: 'pickup_status_changed', details: pickupStatus },
    ];
    for (const { action, details } of lines.filter((line) => line.changed)) {
      await recordBookingEvent(app, { bookingId: after.id, actor, action, details, tx });
    }
  }
  await audit(app, {
    actor,
    action: changed.driver
      ? newDriver
        ? 'booking.assigned'
        : 'booking.unassigned'
      : changed.pickupStatus
        ? 'booking.pickup_status_changed'
        : 'booking.meeting_point_changed',
    entity: { type: 'booking', id: after.id },
    details: {
      bookingId: after.bookingRef,
      ...(changed.driver ? { driver: driverNames } : {}),
      ...(changed.meetingPoint ? { meetingPoint } : {}),
      ...(changed.pickupStatus ? { pickupStatus } : {}),
    },
    tx,
  });
}

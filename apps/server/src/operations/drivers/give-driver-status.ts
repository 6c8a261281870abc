// A driver's status on a job (issue 35 item 2; docs/decisions/130), through the booking
// lifecycle: the order and the No-show rules are data in booking-lifecycle/machine.ts
// (`decideDriverStatus`); Met the student, Dropped off and No-show move the pickup status
// through its one writer (`setDispatch`). Each status is kept with its time, note, photo and,
// only when the driver consented, the place (cleared after 30 days), and lands on the
// booking's timeline. The same status again changes nothing. After it commits, the caller
// tells whoever must know (live board, push).
import type { FastifyInstance } from 'fastify';

import { melbourneDate } from '@landed/shared/dates';
import type { DriverJob, DriverStatusBody } from '@landed/shared/schemas/meeting';
import { DRIVER_MESSAGES } from '@landed/shared/schemas/meeting';

import type { DbOrTx } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/http-errors.ts';
import {
  DRIVER_STATUS_RULES,
  decideDriverStatus,
} from '#server/operations/booking-lifecycle/machine.ts';
import type { OnceArrivalMessageKind } from '#server/operations/arrival-messages/send-arrival-message.ts';
import { sendArrivalMessage } from '#server/operations/arrival-messages/send-arrival-message.ts';
import { setDispatch } from '#server/operations/booking-lifecycle/pickup.ts';
import { publishMeetingChange } from '#server/operations/live/publish-meeting-change.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import { tellPartnerOfNoShow } from '#server/operations/partners/arrivals/tell-partner-of-no-show.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import { getDriverJob } from './driver-jobs.ts';

export type GiveDriverStatusInput = {
  driver: { id: string; name: string };
  bookingId: string;
  body: DriverStatusBody;
};

// The student's message a status sends once it is committed (docs/decisions/132).
const MESSAGE_OF: Partial<Record<DriverStatusBody['status'], OnceArrivalMessageKind>> = {
  'At the meeting point': 'driver-at-meeting-point',
  'Met the student': 'picked-up',
};

// The job as it stands after the status, and whether a status was written (false: the same
// status again). Once written, the student is told where a status calls for it.
export async function giveDriverStatus(
  app: FastifyInstance,
  input: GiveDriverStatusInput,
): Promise<{ job: DriverJob; changed: boolean }> {
  const result = await writeDriverStatus(app, input);
  const kind = MESSAGE_OF[input.body.status];
  if (result.changed && kind) await sendArrivalMessage(app, { bookingId: input.bookingId, kind });
  return result;
}

async function writeDriverStatus(
  app: FastifyInstance,
  { driver, bookingId, body }: GiveDriverStatusInput,
): Promise<{ job: DriverJob; changed: boolean }> {
  return app.db.transaction(async (tx) => {
    const row = await app.bookingsRepository.lock(bookingId, tx);
    if (!row || row.driverId !== driver.id) throw notFound(DRIVER_MESSAGES.notYourJob);
    const job = await getDriverJob(app, { driverId: driver.id, bookingId, tx });
    const now = app.config.now();
    const note = body.note ?? '';
    const photoId = body.photoId ?? null;
    if (
      photoId &&
      !(await app.driverJobsRepository.findPhoto(
        { id: photoId, bookingId, driverId: driver.id },
        tx,
      ))
    )
      throw conflict(DRIVER_MESSAGES.photoNotFound, 'PHOTO_NOT_FOUND');
    const decision = decideDriverStatus({
      facts: {
        last: job.status,
        pickupDate: job.pickupDate,
        today: melbourneDate(now),
        now,
        noShowFrom: job.noShowFrom ? new Date(job.noShowFrom) : null,
        hasNote: note !== '',
        hasPhoto: photoId !== null,
      },
      to: body.status,
    });
    if (decision === 'same') return { job, changed: false };
    if (decision) throw conflict(decision.message, decision.code);
    // The place only as a pair, and only as sent (the page asks the driver first).
    const located = body.lat !== undefined && body.lng !== undefined;
    await app.driverJobsRepository.addStatus(
      {
        bookingId,
        driverId: driver.id,
        status: body.status,
        note,
        photoId,
        lat: located ? body.lat! : null,
        lng: located ? body.lng! : null,
        at: now,
      },
      tx,
    );
    const pickupStatus = await movePickup(app, {
      row,
      to: DRIVER_STATUS_RULES[body.status].pickup,
      tx,
    });
    await recordBookingEvent(app, {
      bookingId,
      actor: { id: null, email: '', name: `${driver.name} (driver)` },
      action: 'driver_status',
      details: {
        status: body.status,
        driver: driver.name,
        driverId: driver.id,
        ...(note ? { note } : {}),
        ...(photoId ? { photoId } : {}),
        ...(pickupStatus ? { pickupStatus } : {}),
      },
      tx,
    });
    // Every open board and the student's pass, once committed.
    await publishMeetingChange(app, bookingId, tx);
    return { job: await getDriverJob(app, { driverId: driver.id, bookingId, tx }), changed: true };
  });
}

// The pickup status a driver's status sets, when it is another one: through the lifecycle's
// one writer (its rules again: the arrival day, the wait after landing). A partner hears of a
// No-show as from the board.
async function movePickup(
  app: FastifyInstance,
  { row, to, tx }: { row: BookingRow; to: BookingRow['pickupStatus'] | null; tx: DbOrTx },
): Promise<string | null> {
  if (!to || to === row.pickupStatus) return null;
  const after = await setDispatch(app, {
    row,
    dispatch: { driverId: row.driverId, meetingPoint: row.meetingPoint, pickupStatus: to },
    tx,
  });
  await tellPartnerOfNoShow(app, { after, tx });
  return to;
}

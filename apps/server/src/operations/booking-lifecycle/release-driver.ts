import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import type { Actor } from '#server/operations/audit.ts';
import { mailDriverJob } from '#server/operations/bookings/mail-driver-job.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import { setDispatch } from './pickup.ts';

// A cancelled booking has no pickup: its driver (if any) is taken off and told not to go, in
// the cancellation's transaction (docs/decisions/060). The caller holds the booking's lock.
export async function releaseDriver(
  app: FastifyInstance,
  { row, actor, tx }: { row: BookingRow; actor: Pick<Actor, 'id' | 'email' | 'name'>; tx: DbOrTx },
): Promise<void> {
  if (!row.driverId) return;
  const driver = await app.driversRepository.findById(row.driverId, tx);
  await setDispatch(app, {
    row,
    dispatch: { driverId: null, meetingPoint: row.meetingPoint, pickupStatus: 'Unassigned' },
    releasing: true,
    tx,
  });
  if (driver) await mailDriverJob(app, { driver, row, kind: 'withdrawn', tx });
  await recordBookingEvent(app, {
    bookingId: row.id,
    actor,
    action: 'unassigned',
    details: {
      previousDriver: driver?.name ?? null,
      previousDriverId: row.driverId,
      reason: 'cancelled',
    },
    tx,
  });
}

// The pickup's part of the lifecycle (issue 31; docs/decisions/100): who meets the student,
// where, and how the pickup went on the day. The rules are data in machine.ts
// (`decidePickup`); this is the one writer of the dispatch columns, for the board's assignment
// (assign-pickup.ts) and for a cancellation's release of the driver (release-driver.ts).
import type { FastifyInstance } from 'fastify';

import type { PickupStatus } from '@landed/shared/constants';
import { melbourneDate } from '@landed/shared/dates';

import type { DbOrTx } from '#server/db/client.ts';
import { conflict } from '#server/lib/http-errors.ts';
import type { BookingRow } from '#server/plugins/app/bookings/bookings-repository.ts';
import { decidePickup } from './machine.ts';

export type Dispatch = {
  driverId: string | null;
  meetingPoint: string;
  pickupStatus: PickupStatus;
};

export async function setDispatch(
  app: FastifyInstance,
  {
    row,
    dispatch,
    releasing = false,
    tx,
  }: {
    // Locked by the caller.
    row: BookingRow;
    dispatch: Dispatch;
    // A cancellation taking the driver off: allowed whatever the day.
    releasing?: boolean;
    tx: DbOrTx;
  },
): Promise<BookingRow> {
  if (!releasing) {
    const now = app.config.now();
    const markingNoShow = dispatch.pickupStatus === 'No-show' && row.pickupStatus !== 'No-show';
    const refusal = decidePickup({
      facts: {
        status: row.status,
        pickupStatus: row.pickupStatus,
        preferredDate: row.preferredDate,
        today: melbourneDate(now),
        now,
        // The wait after landing (docs/decisions/121), looked up only when it matters.
        noShowFrom: markingNoShow ? await app.flightsRepository.noShowFrom(row, tx) : null,
      },
      to: dispatch.pickupStatus,
      hasDriver: dispatch.driverId !== null,
    });
    if (refusal) throw conflict(refusal.message, refusal.code);
  }
  return app.arrivalsRepository.setDispatch(row.id, dispatch, tx);
}

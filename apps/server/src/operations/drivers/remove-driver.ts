import type { FastifyInstance } from 'fastify';

import { melbourneDate } from '@landed/shared/dates';
import { DRIVER_MESSAGES } from '@landed/shared/schemas/drivers';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { endDriverAccess } from './revoke-driver-access.ts';

export const hasUpcomingPickups = (count: number) =>
  `This driver has ${count} upcoming ${count === 1 ? 'pickup' : 'pickups'}. Give ${count === 1 ? 'it' : 'them'} to another driver first.`;

// Removes a driver (a soft delete: the bookings they drove keep their name). A driver with
// pickups still to come cannot be removed: those students would be left waiting for nobody.
export async function removeDriver(
  app: FastifyInstance,
  { actor, id }: { actor: Actor; id: string },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const driver = await app.driversRepository.lock(id, tx);
    if (!driver || driver.isDeleted) throw notFound(DRIVER_MESSAGES.notFound);
    const upcoming = await app.arrivalsRepository.countUpcomingForDriver(
      { driverId: id, from: melbourneDate(app.config.now()) },
      tx,
    );
    if (upcoming > 0) throw conflict(hasUpcomingPickups(upcoming), 'DRIVER_HAS_PICKUPS');
    await app.driversRepository.remove(id, tx);
    // Their own page stops for good (issue 35): a removed driver's sessions and links end.
    await endDriverAccess(app, { actor, driverId: id, reason: 'driver_removed', tx });
    await audit(app, {
      actor,
      action: 'driver.removed',
      entity: { type: 'driver', id },
      details: { name: driver.name },
      tx,
    });
  });
}

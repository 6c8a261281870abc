import type { FastifyInstance } from 'fastify';

import { DRIVER_MESSAGES } from '@landed/shared/schemas/drivers';

import { notFound } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { DriverFields, DriverRow } from '#server/plugins/app/drivers/drivers-repository.ts';

// Changes a driver's details or takes them off (or back on) active duty. An inactive driver
// keeps the pickups already given to them; they are only not offered for new ones.
export async function updateDriver(
  app: FastifyInstance,
  { actor, id, patch }: { actor: Actor; id: string; patch: Partial<DriverFields> },
): Promise<DriverRow> {
  return app.db.transaction(async (tx) => {
    const before = await app.driversRepository.lock(id, tx);
    if (!before || before.isDeleted) throw notFound(DRIVER_MESSAGES.notFound);
    const updated = (await app.driversRepository.update(id, patch, tx))!;
    const fields = (Object.keys(patch) as Array<keyof DriverFields>).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(updated[key]),
    );
    if (fields.length > 0) {
      await audit(app, {
        actor,
        action: 'driver.updated',
        entity: { type: 'driver', id },
        details: { name: updated.name, fields },
        tx,
      });
    }
    return updated;
  });
}

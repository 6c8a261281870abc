import type { FastifyInstance } from 'fastify';

import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { DriverFields, DriverRow } from '#server/plugins/app/drivers/drivers-repository.ts';

// Adds a driver to the team that does pickups (docs/decisions/060).
export async function createDriver(
  app: FastifyInstance,
  { actor, driver }: { actor: Actor; driver: DriverFields },
): Promise<DriverRow> {
  return app.db.transaction(async (tx) => {
    const created = await app.driversRepository.create(driver, tx);
    await audit(app, {
      actor,
      action: 'driver.created',
      entity: { type: 'driver', id: created.id },
      details: { name: created.name, active: created.active },
      tx,
    });
    return created;
  });
}

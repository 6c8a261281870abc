// Staff end a driver's access at once (issue 35; docs/decisions/130): every session of the
// driver, on every device, stops on its next request, and links not yet opened stop opening.
// Also run when a driver is removed.
import type { FastifyInstance } from 'fastify';

import { DRIVER_MESSAGES } from '@landed/shared/schemas/drivers';

import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

export async function revokeDriverAccess(
  app: FastifyInstance,
  { actor, driverId }: { actor: Actor; driverId: string },
): Promise<{ ended: number }> {
  return app.db.transaction(async (tx) => {
    const driver = await app.driversRepository.lock(driverId, tx);
    if (!driver || driver.isDeleted) throw notFound(DRIVER_MESSAGES.notFound);
    return endDriverAccess(app, { actor, driverId, reason: 'revoked_by_staff', tx });
  });
}

// In the caller's transaction; logged when staff asked, or when there was something to end.
export async function endDriverAccess(
  app: FastifyInstance,
  { actor, driverId, reason, tx }: { actor: Actor; driverId: string; reason: string; tx: DbOrTx },
): Promise<{ ended: number }> {
  const now = app.config.now();
  const ended = await app.driverAccessRepository.endAll({ driverId, now, reason }, tx);
  const voidedLinks = await app.driverAccessRepository.voidLinks(driverId, now, tx);
  if (reason !== 'revoked_by_staff' && ended === 0 && voidedLinks === 0) return { ended };
  await audit(app, {
    actor,
    action: 'driver.sessions_ended',
    entity: { type: 'driver', id: driverId },
    details: { sessions: ended, voidedLinks, reason },
    tx,
  });
  return { ended };
}

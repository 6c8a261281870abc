// A driver's link opened on a device (issue 35; docs/decisions/130): the link is spent and a
// session of 30 days starts; the cookie carries the session's own new secret, not the link's.
// An unknown, used or expired link, or one of a driver since made inactive or removed, is
// refused alike (401) and logged as suspicious.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { DRIVER_MESSAGES } from '@landed/shared/schemas/meeting';

import { unauthorized } from '#server/lib/http-errors.ts';
import { hashSecretToken, newSecretToken } from '#server/lib/secret-tokens.ts';
import { DRIVER_SESSION_LIFETIME_MS } from '#server/plugins/app/driver-access/driver-auth.ts';

export async function openDriverSession(
  app: FastifyInstance,
  { request, token }: { request: FastifyRequest; token: string },
): Promise<{ secret: string; driver: { _id: string; name: string } }> {
  const now = app.config.now();
  const secret = newSecretToken();
  const opened = await app.db.transaction(async (tx) => {
    const driverId = await app.driverAccessRepository.consumeLink(hashSecretToken(token), now, tx);
    const driver = driverId ? await app.driversRepository.findById(driverId, tx) : undefined;
    if (!driver || driver.isDeleted || !driver.active) return undefined;
    await app.driverAccessRepository.insertSession(
      {
        driverId: driver.id,
        secretHash: hashSecretToken(secret),
        userAgent: request.headers['user-agent'] ?? '',
        now,
        expiresAt: new Date(now.getTime() + DRIVER_SESSION_LIFETIME_MS),
      },
      tx,
    );
    return { _id: driver.id, name: driver.name };
  });
  if (!opened) {
    await app.recordSecurityEvent(request, {
      category: 'suspicious',
      action: 'driver.link_refused',
      details: { reason: 'unknown, used or expired link' },
    });
    throw unauthorized(DRIVER_MESSAGES.linkInvalid, 'DRIVER_LINK_INVALID');
  }
  await app.recordSecurityEvent(request, {
    category: 'security',
    action: 'driver.signed_in',
    details: { driverId: opened._id },
  });
  return { secret, driver: opened };
}

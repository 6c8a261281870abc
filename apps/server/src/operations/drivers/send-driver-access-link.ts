// A driver's personal link to their own page (issue 35; docs/decisions/130), by staff who
// change bookings: a new secret in the URL's fragment (never sent to a server, so never in a
// log), mailed to the driver and shown once to copy. Only its SHA-256 is kept; it opens once,
// within 7 days, and voids the driver's earlier links not yet opened.
import type { FastifyInstance } from 'fastify';

import { DRIVER_MESSAGES } from '@landed/shared/schemas/drivers';
import type { DriverAccessLink } from '@landed/shared/schemas/meeting';

import { conflict, notFound } from '#server/lib/http-errors.ts';
import { hashSecretToken, newSecretToken } from '#server/lib/secret-tokens.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { DRIVER_LINK_LIFETIME_MS } from '#server/plugins/app/mail/templates/driver-access-link.ts';

export const driverWelcomeUrl = (appUrl: string, token: string) =>
  `${appUrl}/driver/welcome#${token}`;

export async function sendDriverAccessLink(
  app: FastifyInstance,
  { actor, driverId }: { actor: SignedInActor; driverId: string },
): Promise<DriverAccessLink> {
  const token = newSecretToken();
  const now = app.config.now();
  const expiresAt = new Date(now.getTime() + DRIVER_LINK_LIFETIME_MS);
  const url = driverWelcomeUrl(app.config.appUrl, token);
  await app.db.transaction(async (tx) => {
    // One link at a time per driver: two clicks leave one that opens.
    const driver = await app.driversRepository.lock(driverId, tx);
    if (!driver || driver.isDeleted) throw notFound(DRIVER_MESSAGES.notFound);
    if (!driver.active) throw conflict(DRIVER_MESSAGES.inactive, 'DRIVER_INACTIVE');
    const voided = await app.driverAccessRepository.voidLinks(driverId, now, tx);
    await app.driverAccessRepository.insertLink(
      { driverId, tokenHash: hashSecretToken(token), expiresAt, now },
      tx,
    );
    await app.mail.enqueue(
      {
        template: 'driver-access-link',
        to: driver.email,
        data: { name: driver.name, url, expiresAt: expiresAt.toISOString() },
      },
      tx,
    );
    await audit(app, {
      actor,
      action: 'driver.access_link_sent',
      entity: { type: 'driver', id: driverId },
      details: { name: driver.name, expiresAt: expiresAt.toISOString(), voidedLinks: voided },
      tx,
    });
  });
  return { url, expiresAt: expiresAt.toISOString() };
}

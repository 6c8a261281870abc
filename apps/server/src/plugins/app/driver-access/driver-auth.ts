// Who may call /api/driver/* (issue 35; docs/decisions/130): a device that opened a driver's
// personal link holds an HttpOnly cookie with a random secret; each request finds the live
// session by the secret's SHA-256 (the secret is never stored, and an attacker's guess is
// hashed before it is compared, so its timing tells nothing). Ended, expired, or of a driver
// now inactive or removed: 401, the page asks for the link again.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { DRIVER_MESSAGES } from '@landed/shared/schemas/meeting';

import { readCookie, serializeCookie } from '#server/lib/cookies.ts';
import { unauthorized } from '#server/lib/http-errors.ts';
import { hashSecretToken } from '#server/lib/secret-tokens.ts';
import type { SignedInDriver } from './driver-access-repository.ts';

export const DRIVER_COOKIE = 'landed_driver';
// Sent only to the driver's API: the rest of the site never sees it.
export const DRIVER_COOKIE_PATH = '/api/driver';
export const DRIVER_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    // The signed-in driver (set by requireDriver).
    driverSession: SignedInDriver | null;
  }
}

// The cookie's header: the session's secret, or (null) cleared.
export function driverCookie(app: FastifyInstance, secret: string | null): string {
  return serializeCookie({
    name: DRIVER_COOKIE,
    value: secret ?? '',
    path: DRIVER_COOKIE_PATH,
    maxAgeSeconds: secret ? DRIVER_SESSION_LIFETIME_MS / 1000 : 0,
    secure: app.config.appUrl.startsWith('https:'),
  });
}

// A hook: 401 (signedOut) without a live driver session.
export async function requireDriver(request: FastifyRequest): Promise<void> {
  const app = request.server;
  const secret = readCookie(request.headers.cookie, DRIVER_COOKIE);
  const found =
    secret && secret.length <= 100
      ? await app.driverAccessRepository.findLive(hashSecretToken(secret), app.config.now())
      : undefined;
  if (!found) throw unauthorized(DRIVER_MESSAGES.signedOut, 'DRIVER_SIGNED_OUT');
  request.driverSession = found;
}

// The signed-in driver of a request behind requireDriver.
export function driverOf(request: FastifyRequest): SignedInDriver {
  if (!request.driverSession) throw unauthorized(DRIVER_MESSAGES.signedOut, 'DRIVER_SIGNED_OUT');
  return request.driverSession;
}

export default fp(
  async function driverAuth(app: FastifyInstance) {
    app.decorateRequest('driverSession', null);
  },
  { name: 'driver-auth', dependencies: ['driver-access-repository'] },
);

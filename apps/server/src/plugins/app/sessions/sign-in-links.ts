// Single-use sign-in tokens for a URL (the Google sign-in completion, public §2;
// docs/decisions/049-single-use-sign-in-links.md). The token in the URL works once, for 2
// minutes, and only together with a cookie set on the same redirect: HttpOnly, on the
// exchange path only, holding an HMAC of the token. So a link copied out of one browser (its
// history, a screenshot, a link sent to a victim) signs nobody in anywhere else.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { serializeCookie } from '#server/lib/cookies.ts';
import { hashSecretToken, newSecretToken } from '#server/lib/secret-tokens.ts';
import { SIGN_IN_TOKEN_LIFETIME_MS } from './sessions-repository.ts';

export const SIGN_IN_BINDING_COOKIE = 'landed_sign_in';
export const SIGN_IN_BINDING_PATH = '/api/auth/token/exchange';

function bindingKey(secret: string): Uint8Array {
  // Its own key, derived from the session key, like the Google state cookie's.
  return new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(0), 'landed sign-in link', 32));
}

function binding(secret: string, token: string): string {
  return createHmac('sha256', bindingKey(secret)).update(token, 'utf8').digest('base64url');
}

export function bindingMatches({
  secret,
  token,
  cookie,
}: {
  secret: string;
  token: string;
  cookie: string | undefined;
}) {
  if (!cookie) return false;
  const expected = Buffer.from(binding(secret, token));
  const given = Buffer.from(cookie);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

// The cookie's header: set with the token, cleared (maxAge 0) once it is used.
export function bindingCookie(app: FastifyInstance, token: string | null): string {
  return serializeCookie({
    name: SIGN_IN_BINDING_COOKIE,
    value: token ? binding(app.config.jwtSecret, token) : '',
    path: SIGN_IN_BINDING_PATH,
    maxAgeSeconds: token ? SIGN_IN_TOKEN_LIFETIME_MS / 1000 : 0,
    secure: app.config.appUrl.startsWith('https:'),
  });
}

// A new sign-in token for the user: the token for the URL and the cookie header to set.
export async function issueSignInLink(
  app: FastifyInstance,
  userId: string,
): Promise<{ token: string; cookie: string }> {
  const token = newSecretToken();
  await app.sessionsRepository.issueSignInToken({
    userId,
    tokenHash: hashSecretToken(token),
    now: app.config.now(),
  });
  return { token, cookie: bindingCookie(app, token) };
}

// Exchanging a single-use sign-in token for a session
// (docs/decisions/049-single-use-sign-in-links.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';
import type { SignInResponse } from '@landed/shared/schemas/auth';

import { readCookie } from '#server/lib/cookies.ts';
import type { HttpError } from '#server/lib/http-errors.ts';
import { forbidden, unauthorized } from '#server/lib/http-errors.ts';
import { hashSecretToken } from '#server/lib/secret-tokens.ts';
import {
  SIGN_IN_BINDING_COOKIE,
  bindingMatches,
} from '#server/plugins/app/sessions/sign-in-links.ts';

const invalid = () => unauthorized(MESSAGES.signInLinkInvalid, 'SIGN_IN_LINK_INVALID');

// Spends the token: a session, or (two-factor on) the challenge for the second step; or the
// error to answer once it is spent (unknown, used or expired; a suspended account). A token
// without this browser's cookie is refused (thrown) before it is looked at.
export async function exchangeSignInToken(
  app: FastifyInstance,
  { request, token }: { request: FastifyRequest; token: string },
): Promise<{ answer: SignInResponse } | { error: HttpError }> {
  // Only the browser the sign-in finished in holds the cookie that goes with the token: a
  // link passed to someone else signs nobody in (login CSRF).
  const cookie = readCookie(request.headers.cookie, SIGN_IN_BINDING_COOKIE);
  if (!bindingMatches({ secret: app.config.jwtSecret, token, cookie })) {
    await app.recordSecurityEvent(request, {
      category: 'suspicious',
      action: 'auth.sign_in_link_refused',
      details: { reason: cookie ? 'cookie does not match' : 'no cookie' },
    });
    throw invalid();
  }
  const now = app.config.now();
  const result = await app.db.transaction(async (tx) => {
    const userId = await app.sessionsRepository.consumeSignInToken(hashSecretToken(token), now, tx);
    const user = userId ? await app.usersRepository.findById(userId, tx) : undefined;
    if (!user) return undefined;
    if (user.suspended) return 'suspended' as const;
    // Google vouches for the first factor only: two-factor sign-in still asks for a code.
    return app.twoFactor.signIn({ request, user, method: 'google' }, tx);
  });
  if (!result) return { error: invalid() };
  if (result === 'suspended') {
    return { error: forbidden(MESSAGES.accountSuspended, 'ACCOUNT_SUSPENDED') };
  }
  return { answer: result };
}

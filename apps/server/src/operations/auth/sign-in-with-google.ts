// Google sign-in, once Google has redirected back (public §2, DECISIONS "Accounts",
// docs/decisions/032-google-sign-in.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { GoogleAccount } from '#server/operations/auth/link-google-account.ts';
import { linkGoogleAccount } from '#server/operations/auth/link-google-account.ts';
import { issueSignInLink } from '#server/plugins/app/sessions/sign-in-links.ts';

// Completes Google's answer (the query of its redirect and our state cookie) into the user's
// account. Not a session: a single-use sign-in token and the cookie that binds it to this
// browser, or why not (`failed`, `suspended`) for /login?google=….
export async function signInWithGoogle(
  app: FastifyInstance,
  input: { request: FastifyRequest; query: URLSearchParams; stateCookie: string | undefined },
): Promise<{ token: string; cookie: string } | { refused: 'failed' | 'suspended' }> {
  const { request, query, stateCookie } = input;
  let outcome: GoogleAccount;
  try {
    const { locale, ...identity } = await app.googleSignIn.complete({ query, stateCookie });
    outcome = await linkGoogleAccount(app, { identity, locale });
  } catch (error) {
    // Never the query or the error's details beyond its message: they can carry codes.
    outcome = { kind: 'refused', reason: (error as Error).message || 'unknown error' };
  }

  if (outcome.kind === 'refused') {
    await app.recordSecurityEvent(request, {
      action: 'auth.google_failed',
      details: { reason: outcome.reason },
    });
    return { refused: 'failed' };
  }
  const { user } = outcome;
  if (outcome.kind === 'suspended') {
    await app.recordSecurityEvent(request, {
      action: 'auth.suspended_sign_in',
      actorId: user.id,
      actorEmail: user.email,
      details: { method: 'google' },
    });
    return { refused: 'suspended' };
  }
  if (outcome.linked) {
    await app.recordSecurityEvent(request, {
      action: 'auth.google_linked',
      actorId: user.id,
      actorEmail: user.email,
      entityType: 'user',
      entityId: user.id,
      ...(outcome.reclaimed
        ? {
            details: {
              emailWasVerified: false,
              passwordRemoved: true,
              earlierSessionsRevoked: true,
              twoFactorRemoved: true,
            },
          }
        : {}),
    });
  }
  await app.usersRepository.recordSignIn(user.id, app.config.now());
  // Not a session token: a single-use one, for 2 minutes, bound to this browser by a
  // cookie; the completion page exchanges it for a session (docs/decisions/049).
  return issueSignInLink(app, user.id);
}

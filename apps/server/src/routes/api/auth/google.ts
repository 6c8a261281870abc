// Google sign-in (public §2, DECISIONS "Accounts", docs/decisions/032-google-sign-in.md).
// Both routes are browser navigations, so every outcome is a redirect into the web app:
// the completion page with a single-use sign-in token, or /login with
// ?google=unavailable|failed|suspended.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { readCookie, serializeCookie } from '#server/lib/cookies.ts';
import type { GoogleIdentity } from '#server/plugins/app/google-sign-in.ts';
import {
  GOOGLE_STATE_COOKIE,
  GOOGLE_STATE_LIFETIME_SECONDS,
} from '#server/plugins/app/google-sign-in.ts';
import { issueSignInLink } from '#server/plugins/app/sessions/sign-in-links.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

type Outcome =
  // `reclaimed`: the account's address had never been proved, so whoever registered it lost
  // its password and sessions to the owner of the mailbox (docs/decisions/050).
  | { kind: 'signed-in'; user: UserRow; linked?: boolean; reclaimed?: boolean }
  | { kind: 'suspended'; user: UserRow }
  | { kind: 'refused'; reason: string };

const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth: authLimit } = app.config.rateLimits;
  const rateLimit = { max: authLimit.max, timeWindow: authLimit.timeWindowMs };
  const { appUrl } = app.config;
  const cookiePath = '/api/auth/google';
  const secure = appUrl.startsWith('https:');
  const toLogin = (google: 'unavailable' | 'failed' | 'suspended') =>
    `${appUrl}/login?google=${google}`;
  const clearStateCookie = serializeCookie(GOOGLE_STATE_COOKIE, '', {
    path: cookiePath,
    maxAgeSeconds: 0,
    secure,
  });

  // Finds the account of a Google identity: by its subject, else by its verified e-mail
  // (linking the two), else a new account without a password.
  async function accountFor(identity: GoogleIdentity): Promise<Outcome> {
    const linked = await app.usersRepository.findByGoogleSubject(identity.subject);
    if (linked) return { kind: linked.suspended ? 'suspended' : 'signed-in', user: linked };
    if (!identity.email || !identity.emailVerified) {
      return { kind: 'refused', reason: 'the Google account has no verified e-mail address' };
    }
    const existing = await app.usersRepository.findByEmail(identity.email);
    if (existing) {
      if (existing.suspended) return { kind: 'suspended', user: existing };
      if (existing.googleSubject && existing.googleSubject !== identity.subject) {
        return {
          kind: 'refused',
          reason: 'the account is already linked to another Google account',
        };
      }
      // Google vouches for the mailbox. An account that never proved the address may have
      // been registered by someone else (pre-hijacking): its password goes and every earlier
      // token stops working; the owner can set a password through "Forgot password".
      const reclaimed = !existing.emailVerified;
      const user = await app.db.transaction(async (tx) => {
        const row = await app.usersRepository.update(
          existing.id,
          {
            googleSubject: identity.subject,
            emailVerified: true,
            ...(reclaimed ? { passwordHash: null } : {}),
          },
          tx,
        );
        if (!row || !reclaimed) return row;
        await app.usersRepository.bumpTokenVersion(row.id, tx);
        await app.emailVerificationsRepository.retireAll(row.id, app.config.now(), tx);
        // An authenticator the registrant set up is theirs, not the owner's: it goes too, or
        // it would keep the owner at the code step of their own account (decision 054).
        await app.mfaRepository.disable(row.id, app.config.now(), tx);
        return app.usersRepository.findById(row.id, tx);
      });
      if (!user) return { kind: 'refused', reason: 'the account disappeared while linking' };
      return { kind: 'signed-in', user, linked: true, reclaimed };
    }
    const name = (identity.name ?? identity.email.split('@')[0] ?? 'Student').slice(0, 100);
    const created = await app.db.transaction(async (tx) => {
      const user = await app.usersRepository.create(
        {
          name,
          email: identity.email!,
          passwordHash: null,
          googleSubject: identity.subject,
          emailVerified: true,
        },
        tx,
      );
      if (user) await app.mail.enqueue({ template: 'welcome', to: user.email, data: { name } }, tx);
      return user;
    });
    if (!created) return { kind: 'refused', reason: 'the account could not be created' };
    return { kind: 'signed-in', user: created };
  }

  app.get(
    '/google',
    {
      config: { rateLimit },
      schema: {
        summary: 'Start Google sign-in (a browser navigation)',
        description:
          'Redirects to Google, or to /login?google=unavailable when Google sign-in is not configured and /login?google=failed when Google cannot be reached.',
      },
    },
    async (request, reply) => {
      if (!app.googleSignIn.enabled) return reply.redirect(toLogin('unavailable'));
      try {
        const { authorizationUrl, stateCookie } = await app.googleSignIn.begin();
        reply.header(
          'set-cookie',
          serializeCookie(GOOGLE_STATE_COOKIE, stateCookie, {
            path: cookiePath,
            maxAgeSeconds: GOOGLE_STATE_LIFETIME_SECONDS,
            secure,
          }),
        );
        return reply.redirect(authorizationUrl);
      } catch (error) {
        request.log.warn({ err: (error as Error).message }, 'Google sign-in could not start');
        return reply.redirect(toLogin('failed'));
      }
    },
  );

  app.get(
    '/google/callback',
    {
      config: { rateLimit },
      schema: {
        summary: "Google's redirect back (a browser navigation)",
        description:
          'Redirects to /auth/google/callback?token=… in the web app (a single-use sign-in token for POST /api/auth/token/exchange, bound to this browser by a cookie), or to /login?google=failed (or suspended).',
      },
    },
    async (request, reply) => {
      if (!app.googleSignIn.enabled) return reply.redirect(toLogin('unavailable'));
      // The state is single-use: whatever happens next, the cookie goes.
      reply.header('set-cookie', clearStateCookie);
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      let outcome: Outcome;
      try {
        const identity = await app.googleSignIn.complete({
          query,
          stateCookie: readCookie(request.headers.cookie, GOOGLE_STATE_COOKIE),
        });
        outcome = await accountFor(identity);
      } catch (error) {
        // Never the query or the error's details beyond its message: they can carry codes.
        outcome = { kind: 'refused', reason: (error as Error).message || 'unknown error' };
      }

      if (outcome.kind === 'refused') {
        await app.recordSecurityEvent(request, {
          action: 'auth.google_failed',
          details: { reason: outcome.reason },
        });
        return reply.redirect(toLogin('failed'));
      }
      const { user } = outcome;
      if (outcome.kind === 'suspended') {
        await app.recordSecurityEvent(request, {
          action: 'auth.suspended_sign_in',
          actorId: user.id,
          actorEmail: user.email,
          details: { method: 'google' },
        });
        return reply.redirect(toLogin('suspended'));
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
      // cookie (Fastify adds it to the state cookie's clearing); the completion page
      // exchanges it for a session (docs/decisions/049).
      const { token, cookie } = await issueSignInLink(app, user.id);
      reply.header('set-cookie', cookie);
      return reply.redirect(`${appUrl}/auth/google/callback?token=${encodeURIComponent(token)}`);
    },
  );
};

export default googleRoutes;

// Ending sessions, and exchanging a single-use sign-in token for one
// (docs/decisions/048-server-side-sessions.md, 049-single-use-sign-in-links.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MESSAGES } from '@landed/shared/constants';
import {
  endedSessionsResponseSchema,
  signInResponseSchema,
  tokenExchangeBodySchema,
} from '@landed/shared/schemas/auth';
import { z } from 'zod';

import { readCookie } from '#server/lib/cookies.ts';
import { forbidden, unauthorized } from '#server/lib/http-errors.ts';
import { hashSecretToken } from '#server/lib/secret-tokens.ts';
import {
  SIGN_IN_BINDING_COOKIE,
  bindingCookie,
  bindingMatches,
} from '#server/plugins/app/sessions/sign-in-links.ts';
import { bearerAuth, errorResponses } from '#server/routes/route-schema.ts';

const errors = errorResponses(400, 401, 403, 429);

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth: authLimit } = app.config.rateLimits;
  const rateLimit = { max: authLimit.max, timeWindow: authLimit.timeWindowMs };

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Sign out: end this session (its token stops working)',
        security: bearerAuth,
        response: { 204: z.null().describe('Signed out'), ...errors },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      await app.sessionsRepository.endOne({
        userId: user.id,
        sessionId: request.sessionId!,
        now: app.config.now(),
        reason: 'logout',
      });
      await app.recordSecurityEvent(request, {
        action: 'auth.logout',
        actorId: user.id,
        actorEmail: user.email,
        entityType: 'session',
        entityId: request.sessionId!,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/logout-all',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Sign out everywhere else: end every other session of the user',
        security: bearerAuth,
        response: { 200: endedSessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const ended = await app.sessionsRepository.endAll({
        userId: user.id,
        now: app.config.now(),
        reason: 'logout_others',
        keep: request.sessionId!,
      });
      await app.recordSecurityEvent(request, {
        action: 'auth.logout_others',
        actorId: user.id,
        actorEmail: user.email,
        entityType: 'user',
        entityId: user.id,
        details: { ended },
      });
      return { ended };
    },
  );

  app.post(
    '/token/exchange',
    {
      config: { rateLimit },
      schema: {
        summary: 'Exchange a single-use sign-in token from a link for a session',
        description:
          'The token of /auth/google/callback?token=…: works once, within 2 minutes, and only in the browser that completed the sign-in (it carries a cookie set then). Answers {token, user} like a sign-in, or {mfaRequired: true, mfaToken} for a user with two-factor sign-in on; 401 for an unknown, used, expired or foreign token.',
        body: tokenExchangeBodySchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token } = request.body;
      const invalid = () => unauthorized(MESSAGES.signInLinkInvalid, 'SIGN_IN_LINK_INVALID');
      // Only the browser the sign-in finished in holds the cookie that goes with the token: a
      // link passed to someone else signs nobody in (login CSRF).
      const cookie = readCookie(request.headers.cookie, SIGN_IN_BINDING_COOKIE);
      if (!bindingMatches(app.config.jwtSecret, token, cookie)) {
        await app.recordSecurityEvent(request, {
          category: 'suspicious',
          action: 'auth.sign_in_link_refused',
          details: { reason: cookie ? 'cookie does not match' : 'no cookie' },
        });
        throw invalid();
      }
      const now = app.config.now();
      const result = await app.db.transaction(async (tx) => {
        const userId = await app.sessionsRepository.consumeSignInToken(
          hashSecretToken(token),
          now,
          tx,
        );
        const user = userId ? await app.usersRepository.findById(userId, tx) : undefined;
        if (!user) return undefined;
        if (user.suspended) return 'suspended' as const;
        // Google vouches for the first factor only: two-factor sign-in still asks for a code.
        return app.twoFactor.signIn(request, user, 'google', tx);
      });
      // Used or not, the token is spent: the cookie goes.
      reply.header('set-cookie', bindingCookie(app, null));
      if (!result) throw invalid();
      if (result === 'suspended') throw forbidden(MESSAGES.accountSuspended, 'ACCOUNT_SUSPENDED');
      return result;
    },
  );
};

export default sessionRoutes;

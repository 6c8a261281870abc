// Ending sessions, and exchanging a single-use sign-in token for one
// (docs/decisions/048-server-side-sessions.md, 049-single-use-sign-in-links.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  endedSessionsResponseSchema,
  signInResponseSchema,
  tokenExchangeBodySchema,
} from '@landed/shared/schemas/auth';
import { z } from 'zod';

import { exchangeSignInToken } from '#server/operations/auth/exchange-sign-in-token.ts';
import { signOutOtherSessions } from '#server/operations/auth/sign-out-other-sessions.ts';
import { signOut } from '#server/operations/auth/sign-out.ts';
import { bindingCookie } from '#server/plugins/app/sessions/sign-in-links.ts';
import { bearerAuth, schemaDefaults } from '#server/routes/route-schema.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 401, 403, 429] });

  const rateLimit = perAddress(app.config.rateLimits.auth);

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Sign out: end this session (its token stops working)',
        security: bearerAuth,
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      await signOut(app, { request });
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
        response: { 200: endedSessionsResponseSchema },
      },
    },
    async (request) => ({ ended: await signOutOtherSessions(app, { request }) }),
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
        response: { 200: signInResponseSchema },
      },
    },
    async (request, reply) => {
      const exchanged = await exchangeSignInToken(app, { request, token: request.body.token });
      // Used or not, the token is spent: the cookie goes.
      reply.header('set-cookie', bindingCookie(app, null));
      if ('error' in exchanged) throw exchanged.error;
      return exchanged.answer;
    },
  );
};

export default sessionRoutes;

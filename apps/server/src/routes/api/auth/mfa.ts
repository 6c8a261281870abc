// The second step of a sign-in with two-factor on (docs/decisions/054): the challenge token a
// sign-in answered, and a code from the authenticator app or a recovery code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { authResponseSchema, loginMfaBodySchema } from '@landed/shared/schemas/auth';

import { completeTwoFactorSignIn } from '#server/operations/auth/complete-two-factor-sign-in.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';

const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 401, 403, 429] });

  const rateLimit = perAddress(app.config.rateLimits.auth);

  app.post(
    '/login/mfa',
    {
      config: { rateLimit },
      schema: {
        summary: 'Finish a two-factor sign-in with a code',
        description:
          'The mfaToken of a sign-in that answered {mfaRequired: true} and a 6-digit code from the authenticator app (each code works once) or a recovery code (each works once). Answers {token, user}. Wrong codes count toward the lock-out of the address (10 in 15 minutes).',
        body: loginMfaBodySchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request) => completeTwoFactorSignIn(app, { request, ...request.body }),
  );
};

export default mfaRoutes;

// Password recovery (public §2 Forgot password, DECISIONS "Accounts",
// docs/decisions/031-password-reset.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MESSAGES } from '@landed/shared/constants';
import {
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  resetPasswordBodySchema,
  signInResponseSchema,
  verifyResetTokenBodySchema,
  verifyResetTokenResponseSchema,
} from '@landed/shared/schemas/auth';

import { hashSecretToken as hashResetToken } from '#server/lib/secret-tokens.ts';
import { completePasswordReset } from '#server/operations/auth/complete-password-reset.ts';
import { requestPasswordReset } from '#server/operations/auth/request-password-reset.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';

const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 403, 429] });

  const rateLimit = perAddress(app.config.rateLimits.auth);

  app.post(
    '/forgot-password',
    {
      config: { rateLimit },
      schema: {
        summary: 'Send a password reset link',
        description:
          'Always answers the same, in about the same time, whether or not the address has an account. At most 5 links per address per hour are sent.',
        body: forgotPasswordBodySchema,
        response: { 200: forgotPasswordResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(app, { request, email: request.body.email });
      return { message: MESSAGES.resetEmailSent };
    },
  );

  // Lets the reset page say at once that a link is dead, before the user types a password.
  app.post(
    '/reset-password/verify',
    {
      config: { rateLimit },
      schema: {
        summary: 'Check that a password reset link still works',
        body: verifyResetTokenBodySchema,
        response: { 200: verifyResetTokenResponseSchema },
      },
    },
    async (request) => {
      const userId = await app.passwordResetsRepository.findValid(
        hashResetToken(request.body.token),
        app.config.now(),
      );
      return { valid: userId !== undefined };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit },
      schema: {
        summary: 'Choose a new password with a reset link, and sign in',
        description:
          'Ends every session of the user (their tokens stop working), starts a new one and answers {token, user} like a sign-in; for a user with two-factor sign-in on, {mfaRequired: true, mfaToken} (the new password is set, the session waits for the code).',
        body: resetPasswordBodySchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request) => completePasswordReset(app, { request, ...request.body }),
  );
};

export default passwordResetRoutes;

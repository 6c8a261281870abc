// E-mail verification and the confirmation of a new address (docs/decisions/050).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MESSAGES } from '@landed/shared/constants';
import {
  resendVerificationResponseSchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from '@landed/shared/schemas/auth';

import { confirmEmailAddress } from '#server/operations/auth/confirm-email-address.ts';
import { resendEmailConfirmation } from '#server/operations/auth/resend-email-confirmation.ts';
import { bearerAuth, schemaDefaults } from '#server/routes/route-schema.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';

const verifyEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 401, 403, 409, 429] });

  const rateLimit = perAddress(app.config.rateLimits.auth);

  // No sign-in needed: the link may be opened on another device than the one signed in.
  app.post(
    '/verify-email',
    {
      config: { rateLimit },
      schema: {
        summary: 'Open an e-mail confirmation link (sign-up or change of address)',
        description:
          'A sign-up link marks the address verified; an e-mail change link moves the account to the new address (409 when another account has it by then). 400 VERIFY_LINK_INVALID for an unknown, used, expired or retired link.',
        body: verifyEmailBodySchema,
        response: { 200: verifyEmailResponseSchema },
      },
    },
    async (request) => {
      const { user, changed } = await confirmEmailAddress(app, {
        request,
        token: request.body.token,
      });
      return {
        message: changed ? MESSAGES.emailChanged : MESSAGES.emailVerified,
        email: user.email,
        changed,
      };
    },
  );

  // The same answer whether or not a mail was due (already verified, or asked too often).
  app.post(
    '/verify-email/resend',
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        summary: 'Send the e-mail confirmation link again',
        security: bearerAuth,
        response: { 200: resendVerificationResponseSchema },
      },
    },
    async (request) => {
      await resendEmailConfirmation(app, { request });
      return { message: MESSAGES.verificationResent };
    },
  );
};

export default verifyEmailRoutes;

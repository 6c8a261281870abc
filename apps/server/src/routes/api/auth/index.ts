import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  authResponseSchema,
  loginBodySchema,
  registerBodySchema,
  signInResponseSchema,
} from '@landed/shared/schemas/auth';

import { registerAccount } from '#server/operations/auth/register-account.ts';
import { signInWithPassword } from '#server/operations/auth/sign-in-with-password.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';
import googleRoutes from './google.ts';
import invitationRoutes from './invitations.ts';
import mfaRoutes from './mfa.ts';
import passwordResetRoutes from './password-reset.ts';
import sessionRoutes from './sessions.ts';
import verifyEmailRoutes from './verify-email.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';

const errors = errorResponses(400, 401, 403, 409, 429);

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is `auth` in the API reference; the few behind a session say so.
  schemaDefaults(app, { tags: ['auth'] });
  const rateLimit = perAddress(app.config.rateLimits.auth);

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: {
        summary: 'Create an account and sign in',
        body: registerBodySchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await registerAccount(app, { request, ...request.body });
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        summary: 'Sign in with e-mail and password',
        description:
          'Answers {token, user}; for a user with two-factor sign-in on, {mfaRequired: true, mfaToken} instead and no session: send the code to POST /api/auth/login/mfa within 5 minutes.',
        body: loginBodySchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request) => signInWithPassword(app, { request, ...request.body }),
  );

  await app.register(passwordResetRoutes);
  await app.register(verifyEmailRoutes);
  await app.register(googleRoutes);
  await app.register(sessionRoutes);
  await app.register(mfaRoutes);
  await app.register(invitationRoutes);
};

export default authRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MESSAGES } from '@landed/shared/constants';
import {
  authResponseSchema,
  loginBodySchema,
  registerBodySchema,
  signInResponseSchema,
} from '@landed/shared/schemas/auth';

import {
  badRequest,
  conflict,
  forbidden,
  tooManyRequests,
  unauthorized,
} from '#server/lib/http-errors.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '#server/lib/passwords.ts';
import { sendEmailLink } from '#server/operations/auth/send-email-link.ts';
import { toSessionUser } from '#server/plugins/app/users/users-repository.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';
import googleRoutes from './google.ts';
import mfaRoutes from './mfa.ts';
import passwordResetRoutes from './password-reset.ts';
import sessionRoutes from './sessions.ts';
import verifyEmailRoutes from './verify-email.ts';

const errors = errorResponses(400, 401, 403, 409, 429);

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is `auth` in the API reference; the few behind a session say so.
  schemaDefaults(app, { tags: ['auth'] });
  const { auth: authLimit } = app.config.rateLimits;
  const rateLimit = { max: authLimit.max, timeWindow: authLimit.timeWindowMs };

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
      const { name, email, password } = request.body;
      if (isCommonPassword(password)) {
        throw badRequest(MESSAGES.passwordTooCommon, 'PASSWORD_TOO_COMMON');
      }
      const passwordHash = await hashPassword(password);
      // The account, its welcome mail and the link confirming its address commit together.
      const user = await app.db.transaction(async (tx) => {
        const created = await app.usersRepository.create(
          { name, email, passwordHash, lastSignInAt: app.config.now() },
          tx,
        );
        if (created) {
          await app.mail.enqueue({ template: 'welcome', to: created.email, data: { name } }, tx);
          await sendEmailLink(app, { user: created, purpose: 'verify', tx });
        }
        return created;
      });
      if (!user) throw conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');
      const token = await app.startSession(request, user);
      return reply.code(201).send({ token, user: toSessionUser(user) });
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
    async (request) => {
      const { email, password } = request.body;
      const now = app.config.now();
      // The lock-out applies to the address whether or not an account exists, and is checked
      // before the password so a locked address cannot be probed.
      if (await app.usersRepository.lockedUntil(email, now)) {
        throw tooManyRequests(MESSAGES.accountLocked, 'ACCOUNT_LOCKED');
      }
      const user = await app.usersRepository.findByEmail(email);
      const valid = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !valid) {
        const locked = await app.usersRepository.recordFailedSignIn(email, now);
        await app.recordSecurityEvent(request, {
          action: 'auth.login_failed',
          actorEmail: email,
          entityType: 'user',
          entityId: user?.id ?? '',
        });
        if (locked) {
          await app.recordSecurityEvent(request, {
            category: 'suspicious',
            action: 'auth.locked_out',
            actorEmail: email,
            entityType: 'user',
            entityId: user?.id ?? '',
            details: { reason: '10 failed sign-ins within 15 minutes' },
          });
        }
        throw unauthorized(MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
      }
      if (user.suspended) {
        await app.recordSecurityEvent(request, {
          action: 'auth.suspended_sign_in',
          actorId: user.id,
          actorEmail: email,
        });
        throw forbidden(MESSAGES.accountSuspended, 'ACCOUNT_SUSPENDED');
      }
      // With two-factor on, the password alone proves nothing yet: failed attempts are only
      // forgotten once the code is right too (a correct password must not reset the count of
      // wrong codes).
      if (!user.totpEnabledAt) {
        await app.usersRepository.clearFailedSignIns(email);
        await app.usersRepository.recordSignIn(user.id, now);
      }
      return app.twoFactor.signIn(request, user, 'password');
    },
  );

  await app.register(passwordResetRoutes);
  await app.register(verifyEmailRoutes);
  await app.register(googleRoutes);
  await app.register(sessionRoutes);
  await app.register(mfaRoutes);
};

export default authRoutes;

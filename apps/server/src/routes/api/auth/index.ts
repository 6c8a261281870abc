import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MESSAGES } from '@landed/shared/constants';
import {
  authResponseSchema,
  loginBodySchema,
  registerBodySchema,
} from '@landed/shared/schemas/auth';
import { errorResponseSchema } from '@landed/shared/schemas/common';

import {
  badRequest,
  conflict,
  forbidden,
  tooManyRequests,
  unauthorized,
} from '../../../lib/http-errors.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../../lib/passwords.ts';
import { sendEmailLink } from '../../../plugins/app/email-verifications/email-links.ts';
import { toSessionUser } from '../../../plugins/app/users/users-repository.ts';
import googleRoutes from './google.ts';
import passwordResetRoutes from './password-reset.ts';
import sessionRoutes from './sessions.ts';
import verifyEmailRoutes from './verify-email.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth: authLimit } = app.config.rateLimits;
  const rateLimit = { max: authLimit.max, timeWindow: authLimit.timeWindowMs };

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
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
          await sendEmailLink(app, { user: created, purpose: 'verify' }, tx);
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
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginBodySchema,
        response: { 200: authResponseSchema, ...errors },
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
      await app.usersRepository.clearFailedSignIns(email);
      await app.usersRepository.recordSignIn(user.id, now);
      return { token: await app.startSession(request, user), user: toSessionUser(user) };
    },
  );

  await app.register(passwordResetRoutes);
  await app.register(verifyEmailRoutes);
  await app.register(googleRoutes);
  await app.register(sessionRoutes);
};

export default authRoutes;

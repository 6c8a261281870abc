import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MESSAGES } from '@landed/shared/constants';
import { errorResponseSchema } from '@landed/shared/schemas/common';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
} from '@landed/shared/schemas/user-area';

import { badRequest, unauthorized } from '#server/lib/http-errors.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '#server/lib/passwords.ts';

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth: authLimit } = app.config.rateLimits;

  // Needs the current password; every other session is signed out, this one gets a new token.
  app.post(
    '/me/password',
    {
      config: { rateLimit: { max: authLimit.max, timeWindow: authLimit.timeWindowMs } },
      schema: {
        summary: 'Change the password (signs out every other session)',
        body: changePasswordBodySchema,
        response: {
          200: changePasswordResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const sessionId = request.sessionId!;
      const user = await app.usersRepository.findById(request.user!.id);
      if (!user) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
      // 400, not 401: a wrong current password must not end the session in the browser.
      if (!user.passwordHash) {
        throw badRequest(
          'This account has no password yet: use Forgot password to set one.',
          'NO_PASSWORD',
        );
      }
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        await app.recordSecurityEvent(request, {
          action: 'auth.password_change_failed',
          actorId: user.id,
          actorEmail: user.email,
        });
        throw badRequest('currentPassword: Current password is incorrect.', 'WRONG_PASSWORD');
      }
      if (isCommonPassword(newPassword))
        throw badRequest(MESSAGES.passwordTooCommon, 'PASSWORD_TOO_COMMON');
      const token = await app.db.transaction(async (tx) => {
        await app.usersRepository.update(
          user.id,
          { passwordHash: await hashPassword(newPassword) },
          tx,
        );
        // The other sessions end; this one goes on with a new token (the old one stops too).
        const tokenVersion = await app.usersRepository.bumpTokenVersion(user.id, tx);
        await app.sessionsRepository.endAll(
          { userId: user.id, now: app.config.now(), reason: 'password_changed', keep: sessionId },
          tx,
        );
        const signed = await app.tokens.sign({
          id: user.id,
          tokenVersion: tokenVersion!,
          sessionId,
        });
        await app.sessionsRepository.extend(sessionId, signed.expiresAt, tx);
        await app.auditRepository.write(
          {
            category: 'security',
            action: 'auth.password_changed',
            actorId: user.id,
            actorEmail: user.email,
            entityType: 'user',
            entityId: user.id,
            ip: request.ip,
          },
          tx,
        );
        return signed.token;
      });
      return { token };
    },
  );
};

export default passwordRoutes;

// The second step of a sign-in with two-factor on (docs/decisions/054): the challenge token a
// sign-in answered, and a code from the authenticator app or a recovery code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MESSAGES } from '@landed/shared/constants';
import { authResponseSchema, loginMfaBodySchema } from '@landed/shared/schemas/auth';

import { forbidden, tooManyRequests, unauthorized } from '#server/lib/http-errors.ts';
import { toSessionUser } from '#server/plugins/app/users/users-repository.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

const errors = errorResponses(400, 401, 403, 429);

const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth: authLimit } = app.config.rateLimits;
  const rateLimit = { max: authLimit.max, timeWindow: authLimit.timeWindowMs };

  app.post(
    '/login/mfa',
    {
      config: { rateLimit },
      schema: {
        summary: 'Finish a two-factor sign-in with a code',
        description:
          'The mfaToken of a sign-in that answered {mfaRequired: true} and a 6-digit code from the authenticator app (each code works once) or a recovery code (each works once). Answers {token, user}. Wrong codes count toward the lock-out of the address (10 in 15 minutes).',
        body: loginMfaBodySchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { mfaToken, code } = request.body;
      const now = app.config.now();
      const expired = () => unauthorized(MESSAGES.mfaChallengeExpired, 'MFA_CHALLENGE_EXPIRED');
      const challenge = await app.twoFactor.readChallenge(mfaToken);
      const user = challenge ? await app.usersRepository.findById(challenge.userId) : undefined;
      // A password change or reset since the first step retires its challenge.
      if (!challenge || !user || user.tokenVersion !== challenge.tokenVersion) throw expired();
      if (await app.usersRepository.lockedUntil(user.email, now)) {
        throw tooManyRequests(MESSAGES.accountLocked, 'ACCOUNT_LOCKED');
      }
      if (user.suspended) throw forbidden(MESSAGES.accountSuspended, 'ACCOUNT_SUSPENDED');
      if (!user.totpEnabledAt) throw expired();

      const used = await app.twoFactor.useCode(user, code);
      if (!used) {
        const locked = await app.usersRepository.recordFailedSignIn(user.email, now);
        await app.recordSecurityEvent(request, {
          action: 'auth.mfa_failed',
          actorId: user.id,
          actorEmail: user.email,
          entityType: 'user',
          entityId: user.id,
          details: { method: challenge.method },
        });
        if (locked) {
          await app.recordSecurityEvent(request, {
            category: 'suspicious',
            action: 'auth.locked_out',
            actorEmail: user.email,
            entityType: 'user',
            entityId: user.id,
            details: { reason: '10 failed sign-ins within 15 minutes' },
          });
        }
        throw unauthorized(MESSAGES.mfaCodeInvalid, 'MFA_CODE_INVALID');
      }
      await app.usersRepository.clearFailedSignIns(user.email);
      await app.usersRepository.recordSignIn(user.id, now);
      const token = await app.startSession(request, user);
      const codesLeft =
        used === 'recovery' ? await app.mfaRepository.recoveryCodesLeft(user.id) : undefined;
      if (codesLeft !== undefined) {
        await app.mail.enqueue({
          template: 'two-factor-changed',
          to: user.email,
          data: { name: user.name, change: 'recovery-code-used', codesLeft },
        });
      }
      await app.recordSecurityEvent(request, {
        action: used === 'recovery' ? 'auth.mfa_recovery_code_used' : 'auth.mfa_passed',
        actorId: user.id,
        actorEmail: user.email,
        entityType: 'user',
        entityId: user.id,
        details: {
          method: challenge.method,
          ...(codesLeft !== undefined ? { recoveryCodesLeft: codesLeft } : {}),
        },
      });
      return { token, user: toSessionUser(user) };
    },
  );
};

export default mfaRoutes;

// Password recovery (public §2 Forgot password, DECISIONS "Accounts",
// docs/decisions/031-password-reset.md).
import { setTimeout as sleep } from 'node:timers/promises';

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

import { badRequest, forbidden } from '#server/lib/http-errors.ts';
import { hashPassword, isCommonPassword } from '#server/lib/passwords.ts';
import {
  hashSecretToken as hashResetToken,
  newSecretToken as newResetToken,
} from '#server/lib/secret-tokens.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

// Every forgot-password answer takes at least this long, whether or not the address has an
// account, so the time taken does not tell which addresses are registered.
export const FORGOT_PASSWORD_MIN_MS = 250;

const errors = errorResponses(400, 403, 429);

const invalidLink = () => badRequest(MESSAGES.resetLinkInvalid, 'RESET_LINK_INVALID');

const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth: authLimit } = app.config.rateLimits;
  const rateLimit = { max: authLimit.max, timeWindow: authLimit.timeWindowMs };

  app.post(
    '/forgot-password',
    {
      config: { rateLimit },
      schema: {
        summary: 'Send a password reset link',
        description:
          'Always answers the same, in about the same time, whether or not the address has an account. At most 5 links per address per hour are sent.',
        body: forgotPasswordBodySchema,
        response: { 200: forgotPasswordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const started = performance.now();
      const { email } = request.body;
      try {
        const user = await app.usersRepository.findByEmail(email);
        // A suspended account gets no link: it could not sign in with it anyway.
        if (user && !user.suspended) {
          const token = newResetToken();
          const now = app.config.now();
          const outcome = await app.db.transaction(async (tx) => {
            const issued = await app.passwordResetsRepository.issue(
              { userId: user.id, tokenHash: hashResetToken(token), now },
              tx,
            );
            if (issued === 'issued') {
              await app.mail.enqueue(
                {
                  template: 'password-reset',
                  to: user.email,
                  data: {
                    name: user.name,
                    resetUrl: `${app.config.appUrl}/reset-password?token=${token}`,
                  },
                },
                tx,
              );
            }
            return issued;
          });
          await app.recordSecurityEvent(request, {
            category: outcome === 'issued' ? 'security' : 'suspicious',
            action:
              outcome === 'issued'
                ? 'auth.password_reset_requested'
                : 'auth.password_reset_throttled',
            actorId: user.id,
            actorEmail: user.email,
            entityType: 'user',
            entityId: user.id,
          });
        }
      } finally {
        const remaining = FORGOT_PASSWORD_MIN_MS - (performance.now() - started);
        if (remaining > 0) await sleep(remaining);
      }
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
        response: { 200: verifyResetTokenResponseSchema, ...errors },
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
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const now = app.config.now();
      const tokenHash = hashResetToken(token);
      const userId = await app.passwordResetsRepository.findValid(tokenHash, now);
      const user = userId ? await app.usersRepository.findById(userId) : undefined;
      if (!user) throw invalidLink();
      if (user.suspended) throw forbidden(MESSAGES.accountSuspended, 'ACCOUNT_SUSPENDED');
      if (isCommonPassword(password)) {
        throw badRequest(MESSAGES.passwordTooCommon, 'PASSWORD_TOO_COMMON');
      }
      const passwordHash = await hashPassword(password);
      // Using the link, setting the password and revoking every earlier token happen
      // together; of two concurrent uses of one link, only one gets here.
      const updated = await app.db.transaction(async (tx) => {
        if ((await app.passwordResetsRepository.consume(tokenHash, now, tx)) !== user.id) {
          return undefined;
        }
        // The link reached the user's mailbox, so the address is theirs.
        await app.usersRepository.update(
          user.id,
          { passwordHash, emailVerified: true, lastSignInAt: now },
          tx,
        );
        await app.usersRepository.bumpTokenVersion(user.id, tx);
        await app.sessionsRepository.endAll({ userId: user.id, now, reason: 'password_reset' }, tx);
        const row = await app.usersRepository.findById(user.id, tx);
        // The mailbox is one factor: a user with two-factor on still gives a code.
        return (
          row && {
            user: row,
            answer: await app.twoFactor.signIn(request, row, 'password_reset', tx),
          }
        );
      });
      if (!updated) throw invalidLink();
      const { user: reset, answer } = updated;
      // A lock-out from failed sign-ins is what often sends people here. Not with two-factor
      // on: the link must not wipe the count of wrong codes.
      if (!reset.totpEnabledAt) await app.usersRepository.clearFailedSignIns(reset.email);
      await app.recordSecurityEvent(request, {
        action: 'auth.password_reset',
        actorId: reset.id,
        actorEmail: reset.email,
        entityType: 'user',
        entityId: reset.id,
      });
      return answer;
    },
  );
};

export default passwordResetRoutes;

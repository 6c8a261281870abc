// The second step of a sign-in with two-factor on (docs/decisions/054): the challenge token a
// sign-in answered, and a code from the authenticator app or a recovery code.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';
import type { AuthResponse } from '@landed/shared/schemas/auth';

import { forbidden, tooManyRequests, unauthorized } from '#server/lib/http-errors.ts';
import { toSessionUser } from '#server/plugins/app/users/users-repository.ts';

// Checks the code and starts the session. Wrong codes count toward the lock-out of the
// address, like wrong passwords.
export async function completeTwoFactorSignIn(
  app: FastifyInstance,
  input: { request: FastifyRequest; mfaToken: string; code: string },
): Promise<AuthResponse> {
  const { request, mfaToken, code } = input;
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
      locale: user.locale,
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
}

// The second step of a sign-in with two-factor on (docs/decisions/054): the challenge token a
// sign-in answered, and a code from the authenticator app or a recovery code.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';
import type { AuthResponse } from '@landed/shared/schemas/auth';

import { forbidden, unauthorized } from '#server/lib/http-errors.ts';
import {
  countFailedAttempt,
  refuseLockedAccount,
} from '#server/operations/auth/count-failed-attempt.ts';
import { mailTwoFactorChange } from '#server/operations/two-factor/tell-two-factor-change.ts';
import { toSessionUser } from '#server/plugins/app/users/users-repository.ts';

// A wrong code: undoes the challenge's use, so the person may type the code again.
class WrongCode extends Error {}

// Checks the code and starts the session. Wrong codes count toward the lock-out of the
// address, like wrong passwords. A challenge gives one session (issue 24): spending it, the
// code and starting the session are one transaction, so a second answer to it (another code,
// at the same moment, on another instance) finds it spent and is refused as an expired one,
// and spends nothing.
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
  await refuseLockedAccount(app, { email: user.email });
  if (user.suspended) throw forbidden(MESSAGES.accountSuspended, 'ACCOUNT_SUSPENDED');
  if (!user.totpEnabledAt) throw expired();

  let outcome: { used: 'totp' | 'recovery'; token: string };
  try {
    outcome = await app.db.transaction(async (tx) => {
      const fresh = await app.mfaRepository.useChallenge(
        { jti: challenge.jti, expiresAt: challenge.expiresAt, now },
        tx,
      );
      if (!fresh) throw expired();
      const used = await app.twoFactor.useCode(user, code, tx);
      if (!used) throw new WrongCode();
      return { used, token: await app.startSession(request, user, tx) };
    });
  } catch (error) {
    if (!(error instanceof WrongCode)) throw error;
    await app.recordSecurityEvent(request, {
      action: 'auth.mfa_failed',
      actorId: user.id,
      actorEmail: user.email,
      entityType: 'user',
      entityId: user.id,
      details: { method: challenge.method },
    });
    await countFailedAttempt(app, { request, email: user.email, userId: user.id });
    throw unauthorized(MESSAGES.mfaCodeInvalid, 'MFA_CODE_INVALID');
  }
  const { used, token } = outcome;
  await app.usersRepository.clearFailedSignIns(user.email);
  await app.usersRepository.recordSignIn(user.id, now);
  const codesLeft =
    used === 'recovery' ? await app.mfaRepository.recoveryCodesLeft(user.id) : undefined;
  if (codesLeft !== undefined) {
    await mailTwoFactorChange(app, { user, change: 'recovery-code-used', codesLeft });
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

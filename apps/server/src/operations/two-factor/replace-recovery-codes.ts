import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';

import { badRequest, conflict } from '#server/lib/http-errors.ts';
import { hashRecoveryCode, newRecoveryCodes } from '#server/lib/totp.ts';
import {
  countFailedAttempt,
  refuseLockedAccount,
} from '#server/operations/auth/count-failed-attempt.ts';
import { findSignedInUser } from '#server/operations/users/find-signed-in-user.ts';

// New recovery codes for a current code from the authenticator app; the old ones stop working.
// A wrong code counts toward the sign-in lock-out (issue 24).
export async function replaceRecoveryCodes(
  app: FastifyInstance,
  { request, code }: { request: FastifyRequest; code: string },
): Promise<string[]> {
  const user = await findSignedInUser(app, request.user!.id);
  if (!user.totpEnabledAt || !user.totpSecret) {
    throw conflict(MESSAGES.mfaNotEnabled, 'MFA_NOT_ENABLED');
  }
  await refuseLockedAccount(app, { email: user.email });
  const step = app.twoFactor.checkTotp(user.totpSecret, code);
  if (step === null || !(await app.mfaRepository.useStep(user.id, step))) {
    await app.recordSecurityEvent(request, {
      action: 'auth.mfa_recovery_codes_failed',
      actorId: user.id,
      actorEmail: user.email,
      details: { reason: 'wrong code' },
    });
    await countFailedAttempt(app, { request, email: user.email, userId: user.id });
    throw badRequest(MESSAGES.mfaCodeInvalid, 'MFA_CODE_INVALID');
  }
  const recoveryCodes = newRecoveryCodes();
  await app.mfaRepository.replaceRecoveryCodes({
    userId: user.id,
    codeHashes: recoveryCodes.map(hashRecoveryCode),
    now: app.config.now(),
  });
  await app.recordSecurityEvent(request, {
    action: 'auth.mfa_recovery_codes_replaced',
    actorId: user.id,
    actorEmail: user.email,
    entityType: 'user',
    entityId: user.id,
  });
  return recoveryCodes;
}

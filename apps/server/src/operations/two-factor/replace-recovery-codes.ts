import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';

import { conflict } from '#server/lib/http-errors.ts';
import { hashRecoveryCode, newRecoveryCodes } from '#server/lib/totp.ts';
import { refuseLockedAccount } from '#server/operations/auth/count-failed-attempt.ts';
import { refuseWrongCode } from '#server/operations/two-factor/refuse-wrong-code.ts';
import { recordTwoFactorChange } from '#server/operations/two-factor/tell-two-factor-change.ts';
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
    await refuseWrongCode(app, { request, user, failedAction: 'auth.mfa_recovery_codes_failed' });
  }
  const recoveryCodes = newRecoveryCodes();
  await app.mfaRepository.replaceRecoveryCodes({
    userId: user.id,
    codeHashes: recoveryCodes.map(hashRecoveryCode),
    now: app.config.now(),
  });
  await recordTwoFactorChange(app, { request, user, action: 'auth.mfa_recovery_codes_replaced' });
  return recoveryCodes;
}

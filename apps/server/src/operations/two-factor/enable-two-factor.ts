import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';

import { badRequest, conflict } from '#server/lib/http-errors.ts';
import { hashRecoveryCode, newRecoveryCodes } from '#server/lib/totp.ts';
import {
  mailTwoFactorChange,
  recordTwoFactorChange,
} from '#server/operations/two-factor/tell-two-factor-change.ts';
import { findSignedInUser } from '#server/operations/users/find-signed-in-user.ts';

// Turns two-factor sign-in on with a first code from the pending setup, and hands out the
// recovery codes, this once (only their hashes are kept).
export async function enableTwoFactor(
  app: FastifyInstance,
  { request, code }: { request: FastifyRequest; code: string },
): Promise<string[]> {
  const user = await findSignedInUser(app, request.user!.id);
  if (user.totpEnabledAt) throw conflict(MESSAGES.mfaAlreadyEnabled, 'MFA_ALREADY_ENABLED');
  const pending = user.totpPendingSecret;
  if (!pending) throw badRequest(MESSAGES.mfaSetupMissing, 'MFA_SETUP_MISSING');
  const step = app.twoFactor.checkTotp(pending, code);
  if (step === null) throw badRequest(MESSAGES.mfaCodeInvalid, 'MFA_CODE_INVALID');
  const recoveryCodes = newRecoveryCodes();
  const now = app.config.now();
  const enabled = await app.db.transaction(async (tx) => {
    const done = await app.mfaRepository.enable(
      {
        userId: user.id,
        sealedSecret: pending,
        step,
        recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
        now,
      },
      tx,
    );
    if (done) await mailTwoFactorChange(app, { user, change: 'enabled', tx });
    return done;
  });
  // Another request turned it on or started a new setup meanwhile.
  if (!enabled) throw conflict(MESSAGES.mfaSetupMissing, 'MFA_SETUP_MISSING');
  await recordTwoFactorChange(app, { request, user, action: 'auth.mfa_enabled' });
  return recoveryCodes;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';

import { conflict } from '#server/lib/http-errors.ts';
import { isTwoFactorRequired } from '#server/operations/two-factor/is-two-factor-required.ts';
import { refuseWrongCode } from '#server/operations/two-factor/refuse-wrong-code.ts';
import {
  mailTwoFactorChange,
  recordTwoFactorChange,
} from '#server/operations/two-factor/tell-two-factor-change.ts';
import { confirmAccountOwner } from '#server/operations/users/confirm-account-owner.ts';
import { findSignedInUser } from '#server/operations/users/find-signed-in-user.ts';

// Turns two-factor sign-in off, given the current password (or a recent sign-in) and a code
// from the authenticator app or a recovery code; not for an administrator who must have it.
export async function disableTwoFactor(
  app: FastifyInstance,
  input: { request: FastifyRequest; currentPassword?: string; code: string },
): Promise<void> {
  const { request, currentPassword, code } = input;
  const user = await findSignedInUser(app, request.user!.id);
  if (!user.totpEnabledAt) throw conflict(MESSAGES.mfaNotEnabled, 'MFA_NOT_ENABLED');
  if (isTwoFactorRequired(app, user)) throw conflict(MESSAGES.mfaCannotDisable, 'MFA_REQUIRED');
  await confirmAccountOwner(app, {
    request,
    user,
    currentPassword,
    passwordRequired: MESSAGES.mfaPasswordRequired,
    recentSignInRequired: MESSAGES.mfaRecentSignInRequired,
    failedAction: 'auth.mfa_disable_failed',
  });
  const now = app.config.now();
  const disabled = await app.db.transaction(async (tx) => {
    if (!(await app.twoFactor.useCode(user, code, tx))) return false;
    await app.mfaRepository.disable(user.id, now, tx);
    await mailTwoFactorChange(app, { user, change: 'disabled', tx });
    return true;
  });
  if (!disabled) {
    await refuseWrongCode(app, { request, user, failedAction: 'auth.mfa_disable_failed' });
  }
  await recordTwoFactorChange(app, { request, user, action: 'auth.mfa_disabled' });
}

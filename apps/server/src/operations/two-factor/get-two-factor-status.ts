import type { FastifyInstance } from 'fastify';

import type { MfaStatusResponse } from '@landed/shared/schemas/auth';

import { isTwoFactorRequired } from '#server/operations/two-factor/is-two-factor-required.ts';
import { findSignedInUser } from '#server/operations/users/find-signed-in-user.ts';

// Whether the signed-in user has two-factor sign-in on, how many recovery codes are left, and
// whether they may turn it off.
export async function getTwoFactorStatus(
  app: FastifyInstance,
  { userId }: { userId: string },
): Promise<MfaStatusResponse> {
  const user = await findSignedInUser(app, userId);
  const enabled = user.totpEnabledAt !== null;
  return {
    enabled,
    recoveryCodesLeft: enabled ? await app.mfaRepository.recoveryCodesLeft(user.id) : 0,
    required: isTwoFactorRequired(app, user),
  };
}

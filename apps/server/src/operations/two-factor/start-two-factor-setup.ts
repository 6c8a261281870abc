// Two-factor sign-in in Account Settings (docs/decisions/054), its first step.
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';

import { MESSAGES } from '@landed/shared/constants';
import type { TotpSetupResponse } from '@landed/shared/schemas/auth';

import { conflict } from '#server/lib/http-errors.ts';
import { newTotpSecret, otpauthUrl } from '#server/lib/totp.ts';
import { findSignedInUser } from '#server/operations/users/find-signed-in-user.ts';

// A new authenticator secret for the user, kept (sealed) as pending: nothing changes until a
// first code from it turns two-factor sign-in on; a second setup replaces the first.
export async function startTwoFactorSetup(
  app: FastifyInstance,
  { userId }: { userId: string },
): Promise<TotpSetupResponse> {
  const user = await findSignedInUser(app, userId);
  if (user.totpEnabledAt) throw conflict(MESSAGES.mfaAlreadyEnabled, 'MFA_ALREADY_ENABLED');
  const secret = newTotpSecret();
  await app.mfaRepository.setPending(user.id, app.twoFactor.box.seal(secret));
  const url = otpauthUrl(secret, user.email);
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauthUrl: url,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

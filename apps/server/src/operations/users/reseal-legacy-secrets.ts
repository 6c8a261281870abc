// At start-up, secrets still sealed the pre-102 way (under a key derived from JWT_SECRET) are
// sealed again under DATA_ENCRYPTION_KEY, refund accounts bound to their student, so that
// JWT_SECRET can be rotated without losing them (docs/decisions/102; docs/security.md "Rotating
// secrets"). Nothing to do after the first start; a value that does not open is left as it is.
import type { FastifyInstance } from 'fastify';

import {
  REFUND_DETAILS_PURPOSE,
  TOTP_SECRET_PURPOSE,
  isLegacySealed,
  secretBox,
} from '#server/lib/secret-box.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';

// The value sealed again, or null when it needs nothing (or cannot be opened).
function resealed(
  box: SecretBox,
  { sealed, boundTo }: { sealed: string | null; boundTo?: string },
): { before: string; after: string } | null {
  if (!sealed || !isLegacySealed(sealed)) return null;
  const plain = box.open(sealed);
  return plain === null ? null : { before: sealed, after: box.seal(plain, boundTo) };
}

// Run at every start-up (jobs/reseal-legacy-secrets.ts). Each value is replaced only while it
// still holds what was read (`before`), so two instances starting together reseal it once.
// Returns how many values were sealed again.
export async function resealLegacySecrets(app: FastifyInstance): Promise<number> {
  const totp = secretBox({ keys: app.config, purpose: TOTP_SECRET_PURPOSE });
  const refund = secretBox({ keys: app.config, purpose: REFUND_DETAILS_PURPOSE });
  let count = 0;
  for (const user of await app.usersRepository.withLegacySealedSecrets()) {
    const values = {
      totpSecret: resealed(totp, { sealed: user.totpSecret }),
      totpPendingSecret: resealed(totp, { sealed: user.totpPendingSecret }),
      refundDetails: resealed(refund, { sealed: user.refundDetails, boundTo: user.id }),
    };
    for (const [column, value] of Object.entries(values) as Array<
      [keyof typeof values, { before: string; after: string } | null]
    >) {
      if (!value) continue;
      await app.usersRepository.replaceSealed({ id: user.id, column, ...value });
      count += 1;
    }
  }
  for (const row of await app.refundsRepository.withLegacySealedAccounts()) {
    const value = resealed(refund, { sealed: row.sealed, boundTo: row.userId });
    if (!value) continue;
    await app.refundsRepository.replaceSealedAccount(row.id, value);
    count += 1;
  }
  return count;
}

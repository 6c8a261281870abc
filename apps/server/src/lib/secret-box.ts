// Secrets at rest (two-factor secrets, refund accounts): AES-256-GCM under a key derived from
// DATA_ENCRYPTION_KEY, its own secret (docs/decisions/102), so rotating JWT_SECRET after a leak
// signs everyone out and leaves the sealed data readable. A purpose gives each kind of secret
// its own key (docs/decisions/086), and associated data binds a sealed value to its row (a
// refund account to its user): copied to another row it does not open.
//
// v2: the data key, with associated data. v1 (before decision 102): a key derived from
// JWT_SECRET, without; still opened, so nothing sealed before the upgrade is lost, and replaced
// with v2 the next time it is written (or by resealLegacySecrets at start-up).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export type SecretBox = {
  seal: (plain: string, associatedData?: string) => string;
  // null when it cannot be opened: another key, another row, or tampered with.
  open: (sealed: string, associatedData?: string) => string | null;
};

export const isLegacySealed = (sealed: string) => sealed.startsWith('v1.');

const keyOf = ({ secret, salt, purpose }: { secret: string; salt: string; purpose: string }) =>
  Buffer.from(hkdfSync('sha256', secret, salt, purpose, 32) as ArrayBuffer);

function openWith({
  key,
  sealed,
  associatedData,
}: {
  key: Buffer;
  sealed: string;
  associatedData: string | undefined;
}) {
  const [, iv, tag, body] = sealed.split('.');
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    if (associatedData !== undefined) decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

export function secretBox({
  keys,
  purpose,
}: {
  // app.config; jwtSecret only opens what was sealed before decision 102.
  keys: { dataEncryptionKey: string; jwtSecret: string };
  purpose: string;
}): SecretBox {
  const key = keyOf({ secret: keys.dataEncryptionKey, salt: 'landed data', purpose });
  const legacyKey = keyOf({ secret: keys.jwtSecret, salt: 'landed', purpose });
  return {
    seal(plain, associatedData) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      if (associatedData !== undefined) cipher.setAAD(Buffer.from(associatedData, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v2', ...[iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'))].join(
        '.',
      );
    },
    open(sealed, associatedData) {
      const version = sealed.split('.', 1)[0];
      if (version === 'v2') return openWith({ key, sealed, associatedData });
      // Sealed under the JWT_SECRET of the day, unbound; start-up seals it again as v2. Lost
      // only if JWT_SECRET is rotated before that first start (docs/security.md).
      if (version === 'v1') return openWith({ key: legacyKey, sealed, associatedData: undefined });
      return null;
    },
  };
}

export const TOTP_SECRET_PURPOSE = 'landed totp secret v1';
export const REFUND_DETAILS_PURPOSE = 'landed refund details v1';
// The account a bank-statement line was paid from, kept for its student (docs/decisions/108):
// a key of its own, so a line's value cannot be pasted into a refund account and opened there.
export const PAYER_ACCOUNT_PURPOSE = 'landed payer account v1';

// Two-factor sign-in with time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s, as every
// authenticator app reads them) and single-use recovery codes (docs/decisions/054).
// The shared secret is stored sealed (lib/secret-box.ts, under DATA_ENCRYPTION_KEY), so a copy
// of the database alone cannot make codes; recovery codes are stored as SHA-256 hashes.
import { randomInt } from 'node:crypto';

import { Secret, TOTP } from 'otpauth';

import { hashSecretToken } from './secret-tokens.ts';

export const TOTP_ISSUER = 'Landed';
const PERIOD_SECONDS = 30;
const DIGITS = 6;
// One step either side: the phone's clock may be 30 s off.
const WINDOW = 1;

export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, account = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function otpauthUrl(secret: string, account: string): string {
  return totp(secret, account).toString();
}

// A six-digit code as typed: spaces (authenticator apps show "123 456") are ignored.
export function normaliseTotpCode(input: string): string | null {
  const code = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

// The time step a valid code belongs to, or null. The caller makes sure a step is used once.
export function totpStep({
  secret,
  code,
  now,
}: {
  secret: string;
  code: string;
  now: Date;
}): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

// The code an authenticator app shows at `at` (tests and the development seed).
export function totpCode(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}

// ---------------------------------------------------------------- recovery codes

// No 0/O, 1/I/L: codes are read off paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

// Ten codes of 10 characters (about 49 bits each), shown as "abcde-fghjk".
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

// The form a recovery code is hashed in: case, spaces and hyphens do not matter.
export function normaliseRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]+/g, '');
  return /^[a-z0-9]{10}$/.test(code) ? code : null;
}

export function hashRecoveryCode(code: string): string {
  return hashSecretToken(`recovery:${normaliseRecoveryCode(code) ?? code}`);
}

// Password hashing (argon2id, OWASP parameters) and the common-password check of DECISIONS.
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// argon2id is the library default; m=19 MiB, t=2, p=1 is OWASP's first recommended setting.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A fixed hash to verify against when no account matches, so an unknown address costs the
// same time as a wrong password (no account enumeration by timing).
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('landed-timing-equaliser', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

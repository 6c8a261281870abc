// Secrets that travel in e-mailed links (password reset, e-mail verification): 256 random
// bits, URL-safe; only their SHA-256 is ever stored (docs/decisions/031, 050).
import { createHash, randomBytes } from 'node:crypto';

export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

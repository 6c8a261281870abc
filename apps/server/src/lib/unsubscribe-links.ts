// Unsubscribe links that work without signing in and without a stored token (RFC 8058 one-click
// unsubscribe; docs/decisions/067): `<subscriber id>.<HMAC of it>`, keyed from JWT_SECRET. The
// link of a removed subscription still answers "unsubscribed" (nothing to do), and changing
// JWT_SECRET retires every link.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

function keyOf(secret: string): Uint8Array {
  return new Uint8Array(
    hkdfSync('sha256', secret, new Uint8Array(0), 'landed newsletter unsubscribe', 32),
  );
}

const mac = (secret: string, id: string) =>
  createHmac('sha256', keyOf(secret)).update(id, 'utf8').digest('base64url');

export function unsubscribeToken({
  secret,
  subscriberId,
}: {
  secret: string;
  subscriberId: string;
}) {
  return `${subscriberId}.${mac(secret, subscriberId)}`;
}

// The subscriber id a token was made for, or null when it was not made by us.
export function readUnsubscribeToken({
  secret,
  token,
}: {
  secret: string;
  token: string;
}): string | null {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0) return null;
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const expected = Buffer.from(mac(secret, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

// The page a reader lands on, and the one-click address for mail headers.
export const unsubscribePageUrl = ({ appUrl, token }: { appUrl: string; token: string }) =>
  `${appUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
export const oneClickUnsubscribeUrl = ({ appUrl, token }: { appUrl: string; token: string }) =>
  `${appUrl}/api/public/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

// The headers every newsletter mail carries (RFC 2369, RFC 8058).
export function listUnsubscribeHeaders({ appUrl, token }: { appUrl: string; token: string }) {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl({ appUrl, token })}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

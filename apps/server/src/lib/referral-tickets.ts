// Referral tickets (issue 27 item 7, docs/decisions/092): what a browser keeps after a
// referral link is opened, `<partner id>.<when, ms>.<HMAC of both>` keyed from JWT_SECRET, so
// the 30 days count from the visit the server saw, and a ticket cannot be made up, moved to
// another partner or back-dated. Nothing is stored until a signed-in student hands it over.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

function keyOf(secret: string): Uint8Array {
  return new Uint8Array(
    hkdfSync('sha256', secret, new Uint8Array(0), 'landed referral ticket', 32),
  );
}

const mac = ({ secret, body }: { secret: string; body: string }) =>
  createHmac('sha256', keyOf(secret)).update(body, 'utf8').digest('base64url');

export function referralTicket({
  secret,
  partnerId,
  openedAt,
}: {
  secret: string;
  partnerId: string;
  openedAt: Date;
}): string {
  const body = `${partnerId}.${openedAt.getTime()}`;
  return `${body}.${mac({ secret, body })}`;
}

// The partner and the visit a ticket was made for, or null when we did not make it.
export function readReferralTicket({
  secret,
  ticket,
}: {
  secret: string;
  ticket: string;
}): { partnerId: string; openedAt: Date } | null {
  const [partnerId, ms, signature, ...rest] = ticket.split('.');
  if (!partnerId || !ms || !signature || rest.length > 0) return null;
  if (!/^[0-9a-f-]{36}$/i.test(partnerId) || !/^\d{1,15}$/.test(ms)) return null;
  const expected = Buffer.from(mac({ secret, body: `${partnerId}.${ms}` }));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { partnerId, openedAt: new Date(Number(ms)) };
}

import type { FastifyInstance } from 'fastify';

import { badRequest } from '#server/lib/http-errors.ts';
import { readUnsubscribeToken } from '#server/lib/unsubscribe-links.ts';

// Leaves the newsletter from a link, without signing in (RFC 8058 one-click, or the page the
// link opens). Idempotent: a link used twice, or for an address already gone, still succeeds.
export async function unsubscribeFromNewsletter(
  app: FastifyInstance,
  { token, source, ip }: { token: string; source: string; ip: string },
): Promise<void> {
  const subscriberId = readUnsubscribeToken({ secret: app.config.jwtSecret, token });
  if (!subscriberId) throw badRequest('This unsubscribe link is not valid.', 'LINK_INVALID');
  const now = app.config.now();
  await app.db.transaction(async (tx) => {
    const removed = await app.newsletterRepository.removeById(subscriberId, tx);
    if (!removed) return;
    await app.newsletterRepository.recordConsent(
      { userId: removed.userId, email: removed.email, action: 'unsubscribed', source, ip, now },
      tx,
    );
  });
}

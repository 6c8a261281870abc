import type { FastifyInstance } from 'fastify';

import { PRIVACY_MESSAGES } from '@landed/shared/schemas/privacy';

import { badRequest } from '#server/lib/http-errors.ts';
import { hashSecretToken } from '#server/lib/secret-tokens.ts';

// The confirmation link of the double opt-in: once, within 7 days.
export async function confirmNewsletterSubscription(
  app: FastifyInstance,
  { token, ip }: { token: string; ip: string },
): Promise<void> {
  const now = app.config.now();
  await app.db.transaction(async (tx) => {
    const row = await app.newsletterRepository.confirmByToken(
      { tokenHash: hashSecretToken(token), now },
      tx,
    );
    if (!row) throw badRequest(PRIVACY_MESSAGES.newsletterLinkInvalid, 'LINK_INVALID');
    await app.newsletterRepository.recordConsent(
      {
        userId: row.userId,
        email: row.email,
        action: 'confirmed',
        source: 'confirmation link',
        ip,
        now,
      },
      tx,
    );
  });
}

import type { FastifyInstance } from 'fastify';

import type { NewsletterConsent } from '@landed/shared/schemas/privacy';

import { hashSecretToken, newSecretToken } from '#server/lib/secret-tokens.ts';
import { listUnsubscribeHeaders, unsubscribeToken } from '#server/lib/unsubscribe-links.ts';
import { NEWSLETTER_CONFIRM_LIFETIME_MS } from '#server/plugins/app/mail/templates.ts';

// Double opt-in (docs/decisions/067): an address joins the list when its owner opens the link
// mailed to it. A signed-in user whose address is verified has already proved it: they are
// subscribed at once. Whatever the case, the caller learns nothing about the address.
export async function subscribeToNewsletter(
  app: FastifyInstance,
  input: {
    email: string;
    source: string;
    ip: string;
    // The signed-in user subscribing their own, verified address.
    verifiedUser?: { id: string } | undefined;
  },
): Promise<NewsletterConsent> {
  const { email, source, ip } = input;
  const now = app.config.now();
  return app.db.transaction(async (tx) => {
    const existing = await app.newsletterRepository.findByEmail(email, tx);
    if (existing?.confirmedAt) return 'subscribed';
    if (input.verifiedUser) {
      await app.newsletterRepository.confirmDirectly({ email, now }, tx);
      await app.newsletterRepository.recordConsent(
        { userId: input.verifiedUser.id, email, action: 'confirmed', source, ip, now },
        tx,
      );
      return 'subscribed';
    }
    const token = newSecretToken();
    const row = await app.newsletterRepository.requestConfirmation(
      {
        email,
        tokenHash: hashSecretToken(token),
        expiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_LIFETIME_MS),
        now,
      },
      tx,
    );
    if (!row) return 'subscribed';
    await app.newsletterRepository.recordConsent(
      { email, action: 'subscribed', source, ip, now },
      tx,
    );
    const { appUrl, jwtSecret } = app.config;
    await app.mail.enqueue(
      {
        template: 'newsletter-confirm',
        to: email,
        data: { confirmUrl: `${appUrl}/newsletter/confirm?token=${token}` },
        headers: listUnsubscribeHeaders({
          appUrl,
          token: unsubscribeToken({ secret: jwtSecret, subscriberId: row.id }),
        }),
      },
      tx,
    );
    return 'pending';
  });
}

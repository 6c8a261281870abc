import type { FastifyInstance } from 'fastify';

import type { NewsletterConsent } from '@landed/shared/schemas/privacy';

import { hashSecretToken, newSecretToken } from '#server/lib/secret-tokens.ts';
import { listUnsubscribeHeaders, unsubscribeToken } from '#server/lib/unsubscribe-links.ts';
import { verifiedOwnerOf } from '#server/operations/auth/claim-proved-address.ts';
import { NEWSLETTER_CONFIRM_LIFETIME_MS } from '#server/plugins/app/mail/templates.ts';

// However often an address is given, it is sent one confirmation a day at most: the form is
// open to anyone, and each request would otherwise mail a stranger (issue 24).
const CONFIRMATION_EVERY_MS = 24 * 60 * 60_000;

// Double opt-in (docs/decisions/067): an address joins the list when its owner opens the link
// mailed to it. A signed-in user whose address is verified has already proved it: they are
// subscribed at once. Otherwise the answer is always `pending`, whether a link went, one went
// earlier today, or the address is on the list already: the caller learns nothing about the
// address. A subscription from an address an account has proved is that account's at once
// (decision 074).
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
    if (input.verifiedUser) {
      const userId = input.verifiedUser.id;
      const existing = await app.newsletterRepository.findByEmail(email, tx);
      if (existing?.confirmedAt && existing.userId === userId) return 'subscribed';
      await app.newsletterRepository.confirmDirectly({ email, userId, now }, tx);
      await app.newsletterRepository.recordConsent(
        { userId, email, action: 'confirmed', source, ip, now },
        tx,
      );
      return 'subscribed';
    }
    const userId = await verifiedOwnerOf(app, email, tx);
    const token = newSecretToken();
    const row = await app.newsletterRepository.requestConfirmation(
      {
        email,
        userId,
        tokenHash: hashSecretToken(token),
        expiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_LIFETIME_MS),
        now,
        resendAfter: new Date(now.getTime() - CONFIRMATION_EVERY_MS),
      },
      tx,
    );
    if (!row) return 'pending';
    await app.newsletterRepository.recordConsent(
      { userId, email, action: 'subscribed', source, ip, now },
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

import type { FastifyInstance } from 'fastify';

import type { NewsletterConsent } from '@landed/shared/schemas/privacy';

import { subscribeToNewsletter } from '#server/operations/newsletter/subscribe-to-newsletter.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

// What Account Settings shows: on the list, waiting for the link, or not.
export async function getMarketingConsent(
  app: FastifyInstance,
  { user }: { user: Pick<UserRow, 'email'> },
): Promise<NewsletterConsent> {
  const row = await app.newsletterRepository.findByEmail(user.email);
  return row ? (row.confirmedAt ? 'subscribed' : 'pending') : 'none';
}

// Account Settings' switch. Turning it on with a verified address subscribes at once;
// otherwise the confirmation link goes out as for the blog's form.
export async function setMarketingConsent(
  app: FastifyInstance,
  {
    user,
    newsletter,
    ip,
  }: { user: Pick<UserRow, 'id' | 'email' | 'emailVerified'>; newsletter: boolean; ip: string },
): Promise<NewsletterConsent> {
  if (newsletter) {
    return subscribeToNewsletter(app, {
      email: user.email,
      source: 'account settings',
      ip,
      verifiedUser: user.emailVerified ? { id: user.id } : undefined,
    });
  }
  const now = app.config.now();
  await app.db.transaction(async (tx) => {
    const removed = await app.newsletterRepository.removeByEmail(user.email, tx);
    if (!removed) return;
    await app.newsletterRepository.recordConsent(
      {
        userId: user.id,
        email: user.email,
        action: 'unsubscribed',
        source: 'account settings',
        ip,
        now,
      },
      tx,
    );
  });
  return 'none';
}

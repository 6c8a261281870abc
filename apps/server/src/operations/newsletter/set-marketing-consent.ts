import type { FastifyInstance } from 'fastify';

import type { NewsletterConsent } from '@landed/shared/schemas/privacy';

import { subscribeToNewsletter } from '#server/operations/newsletter/subscribe-to-newsletter.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

type Account = Pick<UserRow, 'id' | 'email' | 'emailVerified'>;

// What Account Settings shows: on the list, waiting for the link, or not. Only the
// subscriptions the account holds by id (decision 074): an account that has not proved its
// address sees nothing of whoever subscribed it.
export async function getMarketingConsent(
  app: FastifyInstance,
  { user }: { user: Account },
): Promise<NewsletterConsent> {
  if (!user.emailVerified) return 'none';
  const rows = await app.newsletterRepository.findByUser(user.id);
  if (rows.some((row) => row.confirmedAt)) return 'subscribed';
  return rows.length > 0 ? 'pending' : 'none';
}

// Account Settings' switch. Turning it on with a verified address subscribes at once;
// otherwise the confirmation link goes out as for the blog's form (the link proves the
// mailbox) and the answer is `pending` whatever the list holds. Turning it off takes the
// account's own subscriptions off the list; an account that has not proved its address has
// none, and changes nobody's (the subscriber leaves through the link in every mail).
export async function setMarketingConsent(
  app: FastifyInstance,
  { user, newsletter, ip }: { user: Account; newsletter: boolean; ip: string },
): Promise<NewsletterConsent> {
  if (newsletter) {
    return subscribeToNewsletter(app, {
      email: user.email,
      source: 'account settings',
      ip,
      verifiedUser: user.emailVerified ? { id: user.id } : undefined,
    });
  }
  if (!user.emailVerified) return 'none';
  const now = app.config.now();
  await app.db.transaction(async (tx) => {
    const removed = await app.newsletterRepository.removeByUser(user.id, tx);
    for (const row of removed) {
      await app.newsletterRepository.recordConsent(
        {
          userId: user.id,
          email: row.email,
          action: 'unsubscribed',
          source: 'account settings',
          ip,
          now,
        },
        tx,
      );
    }
  });
  return 'none';
}

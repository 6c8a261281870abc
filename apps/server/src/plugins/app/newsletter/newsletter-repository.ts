import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { DbOrTx } from '#server/db/client.ts';
import { newsletterSubscribers } from '#server/db/schema.ts';

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;

export function createNewsletterRepository(db: DbOrTx) {
  return {
    // Idempotent: subscribing twice keeps the first subscription (and says nothing about it).
    async subscribe(email: string, now: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(newsletterSubscribers)
        .values({ email, createdAt: now })
        .onConflictDoNothing({ target: newsletterSubscribers.email });
    },

    // Oldest first, for the administrators' CSV export.
    async listAll(tx: DbOrTx = db): Promise<NewsletterSubscriberRow[]> {
      return tx
        .select()
        .from(newsletterSubscribers)
        .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    newsletterRepository: NewsletterRepository;
  }
}

export default fp(
  async function newsletterRepository(app: FastifyInstance) {
    app.decorate('newsletterRepository', createNewsletterRepository(app.db));
  },
  { name: 'newsletter-repository', dependencies: ['db'] },
);

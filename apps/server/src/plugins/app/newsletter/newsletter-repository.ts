import { and, asc, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';

import type { DbOrTx } from '#server/db/client.ts';
import { consentRecords, newsletterSubscribers } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;

export type ConsentEvent = {
  userId?: string | null;
  email: string;
  action: 'subscribed' | 'confirmed' | 'unsubscribed';
  // blog form, account settings, confirmation link, one-click, unsubscribe page, …
  source: string;
  ip?: string;
};

// The newsletter list with double opt-in (docs/decisions/067), and the consent records that
// say who agreed to what, when and how.
export function createNewsletterRepository(db: DbOrTx) {
  return {
    async findByEmail(email: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));
      return row;
    },

    // The subscriptions an account holds (by id: decision 074), however many addresses it
    // has had.
    async findByUser(userId: string, tx: DbOrTx = db): Promise<NewsletterSubscriberRow[]> {
      return tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.userId, userId));
    },

    // A pending subscription with a new confirmation link: undefined, and nothing changed, for
    // a confirmed one or one whose last link went after `resendAfter` (one mail a day per
    // address; decided here so that two requests at once cannot both send). Subscribing again
    // later, before confirming, replaces the link. `userId`: the account that has proved the
    // address, if any.
    async requestConfirmation(
      input: {
        email: string;
        userId: string | null;
        tokenHash: string;
        expiresAt: Date;
        now: Date;
        resendAfter: Date;
      },
      tx: DbOrTx = db,
    ): Promise<NewsletterSubscriberRow | undefined> {
      const [row] = await tx
        .insert(newsletterSubscribers)
        .values({
          email: input.email,
          userId: input.userId,
          confirmTokenHash: input.tokenHash,
          confirmExpiresAt: input.expiresAt,
          confirmSentAt: input.now,
          createdAt: input.now,
        })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: {
            confirmTokenHash: input.tokenHash,
            confirmExpiresAt: input.expiresAt,
            confirmSentAt: input.now,
          },
          setWhere: and(
            isNull(newsletterSubscribers.confirmedAt),
            or(
              isNull(newsletterSubscribers.confirmSentAt),
              lte(newsletterSubscribers.confirmSentAt, input.resendAfter),
            ),
          ),
        })
        .returning();
      return row;
    },

    // Confirms the subscription a live link belongs to (once).
    async confirmByToken(input: { tokenHash: string; now: Date }, tx: DbOrTx = db) {
      const [row] = await tx
        .update(newsletterSubscribers)
        .set({ confirmedAt: input.now, confirmTokenHash: null, confirmExpiresAt: null })
        .where(
          and(
            eq(newsletterSubscribers.confirmTokenHash, input.tokenHash),
            gt(newsletterSubscribers.confirmExpiresAt, input.now),
            isNull(newsletterSubscribers.confirmedAt),
          ),
        )
        .returning();
      return row;
    },

    // A signed-in user whose address is verified has proved it is theirs: no link needed, and
    // the subscription is their account's.
    async confirmDirectly(input: { email: string; userId?: string; now: Date }, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(newsletterSubscribers)
        .values({
          email: input.email,
          userId: input.userId ?? null,
          confirmedAt: input.now,
          createdAt: input.now,
        })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: {
            ...(input.userId ? { userId: input.userId } : {}),
            confirmedAt: input.now,
            confirmTokenHash: null,
            confirmExpiresAt: null,
          },
        })
        .returning();
      return row!;
    },

    async removeById(id: string, tx: DbOrTx = db) {
      const [row] = await tx
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, id))
        .returning();
      return row;
    },

    async removeByUser(userId: string, tx: DbOrTx = db): Promise<NewsletterSubscriberRow[]> {
      return tx
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.userId, userId))
        .returning();
    },

    // Every row, confirmed or not, oldest first.
    async listAll(tx: DbOrTx = db): Promise<NewsletterSubscriberRow[]> {
      return tx
        .select()
        .from(newsletterSubscribers)
        .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
    },

    // Confirmed addresses only, oldest first, for the administrators' CSV export.
    async listConfirmed(tx: DbOrTx = db): Promise<NewsletterSubscriberRow[]> {
      return tx
        .select()
        .from(newsletterSubscribers)
        .where(isNotNull(newsletterSubscribers.confirmedAt))
        .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.email));
    },

    async recordConsent(event: ConsentEvent & { now: Date }, tx: DbOrTx = db): Promise<void> {
      await tx.insert(consentRecords).values({
        userId: event.userId ?? null,
        email: event.email,
        purpose: 'newsletter',
        action: event.action,
        source: event.source,
        ip: event.ip ?? '',
        createdAt: event.now,
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    newsletterRepository: ReturnType<typeof createNewsletterRepository>;
  }
}

export default repositoryPlugin('newsletterRepository', createNewsletterRepository);

import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';

import type { DbOrTx } from '#server/db/client.ts';
import { pushSubscriptions } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

// How many browsers one account keeps subscribed: the newest ones (a new phone pushes the
// oldest out rather than being refused).
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

// The Web Push subscriptions of students' browsers (issue 35 item 4; docs/decisions/132).
export function createPushSubscriptionsRepository(db: DbOrTx) {
  return {
    // Saves a browser's subscription for this account (an address another account held moves
    // here: the browser is now signed in as this one) and keeps the newest few.
    async save(
      values: {
        userId: string;
        endpoint: string;
        p256dh: string;
        auth: string;
        expiresAt: Date | null;
      },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: values.userId,
            p256dh: values.p256dh,
            auth: values.auth,
            expiresAt: values.expiresAt,
          },
        });
      const kept = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, values.userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(PUSH_SUBSCRIPTIONS_PER_USER);
      await tx
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.userId, values.userId), notInArray(pushSubscriptions.id, kept)),
        );
    },

    // Only this account's own: true when there was one to remove.
    async remove(
      { userId, endpoint }: { userId: string; endpoint: string },
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const removed = await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },

    listForUser(userId: string, tx: DbOrTx = db): Promise<PushSubscriptionRow[]> {
      return tx
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt));
    },

    // The push service said these are gone (404/410): never posted to again.
    async drop(ids: string[], tx: DbOrTx = db): Promise<void> {
      if (ids.length === 0) return;
      await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    pushSubscriptionsRepository: ReturnType<typeof createPushSubscriptionsRepository>;
  }
}

export default repositoryPlugin('pushSubscriptionsRepository', createPushSubscriptionsRepository);

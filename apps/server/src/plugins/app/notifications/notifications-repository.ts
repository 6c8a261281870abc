import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';

import type { NotificationType } from '@landed/shared/constants';
import { pagePath } from '@landed/shared/pages';
import type { Notification } from '@landed/shared/schemas/user-area';

import type { DbOrTx } from '#server/db/client.ts';
import { bookings, notifications } from '#server/db/schema.ts';
import { countRows, paged } from '#server/db/paged.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

type NotificationRow = typeof notifications.$inferSelect;

// `passRef`: the booking of a 1-day reminder, whose arrival pass the notification links to
// (docs/decisions/062).
export function toNotification(row: NotificationRow, passRef?: string | null): Notification {
  return {
    _id: row.id,
    type: row.type,
    message: row.message,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    ...(passRef ? { link: pagePath('arrivalPass', { bookingId: passRef }) } : {}),
  };
}

// The booking a 1-day reminder is about, from its claim key `reminder:1d:<booking id>…`.
const REMINDER_1D = 'reminder:1d:';
const reminderBookingId = sql`(case when ${notifications.dedupeKey} like ${`${REMINDER_1D}%`} then substring(${notifications.dedupeKey}, ${REMINDER_1D.length + 1}, 36)::uuid end)`;

export function createNotificationsRepository(db: DbOrTx) {
  return {
    // With a dedupe key the notification is created once, however many instances try.
    // Returns whether this call created it.
    async create(
      input: { userId: string; type: NotificationType; message: string; dedupeKey?: string },
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(notifications)
        .values({ ...input, dedupeKey: input.dedupeKey ?? null })
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async listForUser(userId: string, { limit, page }: { limit: number; page: number }) {
      const mine = eq(notifications.userId, userId);
      const query = db
        .select({ notification: notifications, passRef: bookings.bookingRef })
        .from(notifications)
        .leftJoin(
          bookings,
          and(eq(bookings.id, reminderBookingId), eq(bookings.userId, notifications.userId)),
        )
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id));
      const { rows, total } = await paged(query.$dynamic(), {
        counting: countRows(notifications, mine, db),
        limit,
        page,
      });
      const [unread] = await db
        .select({ unread: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
      return { rows, total, unread: unread?.unread ?? 0 };
    },

    async markRead(id: string, userId: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      return row;
    },

    // Which of these claim keys are taken already.
    async takenDedupeKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: notifications.dedupeKey })
        .from(notifications)
        .where(inArray(notifications.dedupeKey, keys));
      return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
    },

    async countByDedupeKeys(keys: string[]): Promise<number> {
      if (keys.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(inArray(notifications.dedupeKey, keys));
      return row?.n ?? 0;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationsRepository: ReturnType<typeof createNotificationsRepository>;
  }
}

export default repositoryPlugin('notificationsRepository', createNotificationsRepository);

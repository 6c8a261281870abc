import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';

import type { DbOrTx } from '#server/db/client.ts';
import type { ChatAuthorKind, ChatSide } from '#server/db/schema.ts';
import { bookingChatSides, bookingMessages } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type ChatMessageRow = typeof bookingMessages.$inferSelect;
export type { ChatAuthorKind, ChatSide };

// Messages a side has not read: written by another side after its read marker.
function unreadBy(side: ChatSide) {
  return and(
    ne(bookingMessages.authorKind, side),
    or(isNull(bookingChatSides.readAt), gt(bookingMessages.createdAt, bookingChatSides.readAt)),
  );
}

// The chat on the arrival pass (issue 35 item 4; docs/decisions/134): a booking's messages and
// each side's read marker and last notice.
export function createChatRepository(db: DbOrTx) {
  return {
    async create(
      values: {
        bookingId: string;
        authorKind: ChatAuthorKind;
        authorUserId?: string | null;
        authorDriverId?: string | null;
        authorName: string;
        text: string;
        createdAt: Date;
      },
      tx: DbOrTx = db,
    ): Promise<ChatMessageRow> {
      const [row] = await tx.insert(bookingMessages).values(values).returning();
      return row!;
    },

    // The last `limit` messages of a booking, oldest first.
    async list(bookingId: string, { limit }: { limit: number }, tx: DbOrTx = db) {
      const rows = await tx
        .select()
        .from(bookingMessages)
        .where(eq(bookingMessages.bookingId, bookingId))
        .orderBy(desc(bookingMessages.seq))
        .limit(limit);
      return rows.reverse();
    },

    // Every message of these bookings, in written order (a student's data export).
    async forBookings(bookingIds: string[], tx: DbOrTx = db): Promise<ChatMessageRow[]> {
      if (bookingIds.length === 0) return [];
      return tx
        .select()
        .from(bookingMessages)
        .where(inArray(bookingMessages.bookingId, bookingIds))
        .orderBy(asc(bookingMessages.seq));
    },

    // `side` has read the conversation up to `at` (a marker never moves back).
    async markRead(
      { bookingId, side, at }: { bookingId: string; side: ChatSide; at: Date },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .insert(bookingChatSides)
        .values({ bookingId, side, readAt: at })
        .onConflictDoUpdate({
          target: [bookingChatSides.bookingId, bookingChatSides.side],
          set: { readAt: sql`greatest(${bookingChatSides.readAt}, excluded.read_at)` },
        });
    },

    // Claims the right to tell `side` of a new message now: only when it was not told since
    // `notNoticedSince` and has not read the conversation since `notReadSince` (it is looking at
    // it). One statement, so two instances at once make one notice. Returns whether it claimed.
    async claimNotice(
      {
        bookingId,
        side,
        now,
        notNoticedSince,
        notReadSince,
      }: {
        bookingId: string;
        side: ChatSide;
        now: Date;
        notNoticedSince: Date;
        notReadSince: Date;
      },
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(bookingChatSides)
        .values({ bookingId, side, notifiedAt: now })
        .onConflictDoUpdate({
          target: [bookingChatSides.bookingId, bookingChatSides.side],
          set: { notifiedAt: now },
          setWhere: and(
            or(
              isNull(bookingChatSides.notifiedAt),
              lt(bookingChatSides.notifiedAt, notNoticedSince),
            ),
            or(isNull(bookingChatSides.readAt), lt(bookingChatSides.readAt, notReadSince)),
          ),
        })
        .returning({ bookingId: bookingChatSides.bookingId });
      return rows.length > 0;
    },

    // How many messages `side` has not read, per booking with any, among messages written
    // since `since` (older unread conversations no longer count), or on these bookings only.
    async unreadCounts(
      { side, since, bookingIds }: { side: ChatSide; since?: Date; bookingIds?: string[] },
      tx: DbOrTx = db,
    ): Promise<Array<{ bookingId: string; count: number }>> {
      const rows = await tx
        .select({ bookingId: bookingMessages.bookingId, count: count() })
        .from(bookingMessages)
        .leftJoin(
          bookingChatSides,
          and(
            eq(bookingChatSides.bookingId, bookingMessages.bookingId),
            eq(bookingChatSides.side, side),
          ),
        )
        .where(
          and(
            since ? gte(bookingMessages.createdAt, since) : undefined,
            bookingIds ? inArray(bookingMessages.bookingId, bookingIds) : undefined,
            unreadBy(side),
          ),
        )
        .groupBy(bookingMessages.bookingId)
        .orderBy(asc(bookingMessages.bookingId));
      return rows.map((r) => ({ bookingId: r.bookingId, count: Number(r.count) }));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    chatRepository: ReturnType<typeof createChatRepository>;
  }
}

export default repositoryPlugin('chatRepository', createChatRepository);

// Private calendar feeds (docs/decisions/062): one active feed per administrator and per
// driver, found by the SHA-256 of its secret; and the pickups a feed lists.
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';

import type { DbOrTx } from '#server/db/client.ts';
import { bookings, calendarFeeds, drivers } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

// Whose feed: an administrator's (a user) or a driver's.
export type FeedOwner = { userId: string } | { driverId: string };

const ownerIs = (owner: FeedOwner) =>
  'userId' in owner
    ? eq(calendarFeeds.userId, owner.userId)
    : eq(calendarFeeds.driverId, owner.driverId);

// Most pickups a feed lists: a calendar app reads the whole file on every refresh.
const FEED_LIMIT = 1000;

export function createCalendarFeedsRepository(db: DbOrTx) {
  return {
    async findActive(owner: FeedOwner, tx: DbOrTx = db): Promise<CalendarFeedRow | undefined> {
      const [row] = await tx
        .select()
        .from(calendarFeeds)
        .where(and(ownerIs(owner), isNull(calendarFeeds.revokedAt)))
        .orderBy(asc(calendarFeeds.createdAt))
        .limit(1);
      return row;
    },

    async findActiveBySecretHash(secretHash: string): Promise<CalendarFeedRow | undefined> {
      const [row] = await db
        .select()
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.secretHash, secretHash), isNull(calendarFeeds.revokedAt)));
      return row;
    },

    // Revokes the owner's active feeds; returns how many there were.
    async revoke(owner: FeedOwner, at: Date, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .update(calendarFeeds)
        .set({ revokedAt: at })
        .where(and(ownerIs(owner), isNull(calendarFeeds.revokedAt)))
        .returning({ id: calendarFeeds.id });
      return rows.length;
    },

    async insert(
      input: FeedOwner & { secretHash: string; createdAt: Date },
      tx: DbOrTx = db,
    ): Promise<CalendarFeedRow> {
      const [row] = await tx
        .insert(calendarFeeds)
        .values({
          userId: 'userId' in input ? input.userId : null,
          driverId: 'driverId' in input ? input.driverId : null,
          secretHash: input.secretHash,
          createdAt: input.createdAt,
        })
        .returning();
      return row!;
    },

    // A driver who is not deleted, locked for the rest of `tx` (two rotations in a row).
    async lockDriver(id: string, tx: DbOrTx) {
      const [row] = await tx
        .select()
        .from(drivers)
        .where(and(eq(drivers.id, id), eq(drivers.isDeleted, false)))
        .for('update');
      return row;
    },

    async findDriver(id: string) {
      const [row] = await db
        .select()
        .from(drivers)
        .where(and(eq(drivers.id, id), eq(drivers.isDeleted, false)));
      return row;
    },

    // Pending or Confirmed bookings arriving between two calendar dates (Melbourne), with the
    // driver; only one driver's when `driverId` is given. By date and time.
    async pickups({ from, to, driverId }: { from: string; to: string; driverId?: string }) {
      return db
        .select({ booking: bookings, driver: drivers })
        .from(bookings)
        .leftJoin(drivers, eq(bookings.driverId, drivers.id))
        .where(
          and(
            inArray(bookings.status, ['Pending', 'Confirmed']),
            gte(bookings.preferredDate, from),
            lte(bookings.preferredDate, to),
            driverId ? eq(bookings.driverId, driverId) : undefined,
          ),
        )
        .orderBy(asc(bookings.preferredDate), asc(bookings.arrivalTime), asc(bookings.id))
        .limit(FEED_LIMIT);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    calendarFeedsRepository: ReturnType<typeof createCalendarFeedsRepository>;
  }
}

export default repositoryPlugin('calendarFeedsRepository', createCalendarFeedsRepository);

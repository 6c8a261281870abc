import { and, avg, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';

import type { DbOrTx } from '#server/db/client.ts';
import { bookings, drivers, pickupRatings } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type PickupRatingRow = typeof pickupRatings.$inferSelect;

// Students' ratings of their pickups (issue 35 item 5): one per booking, kept with the driver
// who did the pickup.
export function createRatingsRepository(db: DbOrTx) {
  return {
    // Undefined when the booking already has one (the unique index decides, so two at once
    // make one).
    async create(
      values: { bookingId: string; driverId: string | null; score: number; comment: string },
      tx: DbOrTx = db,
    ): Promise<PickupRatingRow | undefined> {
      const [row] = await tx
        .insert(pickupRatings)
        .values(values)
        .onConflictDoNothing({ target: pickupRatings.bookingId })
        .returning();
      return row;
    },

    // Each driver's average and count since `since`.
    async driverAverages(driverIds: string[], since: Date, tx: DbOrTx = db) {
      if (driverIds.length === 0) return [];
      const rows = await tx
        .select({
          driverId: pickupRatings.driverId,
          average: avg(pickupRatings.score),
          count: count(),
        })
        .from(pickupRatings)
        .where(and(inArray(pickupRatings.driverId, driverIds), gte(pickupRatings.createdAt, since)))
        .groupBy(pickupRatings.driverId);
      return rows.map((r) => ({
        driverId: r.driverId!,
        average: r.average === null ? null : Number(r.average),
        count: Number(r.count),
      }));
    },

    // Ratings of `atMost` or less since `since`, newest first, with the booking and driver.
    async low({ since, atMost, limit }: { since: Date; atMost: number; limit: number }) {
      return db
        .select({
          rating: pickupRatings,
          bookingRef: bookings.bookingRef,
          student: bookings.contactName,
          driver: drivers.name,
        })
        .from(pickupRatings)
        .innerJoin(bookings, eq(bookings.id, pickupRatings.bookingId))
        .leftJoin(drivers, eq(drivers.id, pickupRatings.driverId))
        .where(and(gte(pickupRatings.createdAt, since), lte(pickupRatings.score, atMost)))
        .orderBy(desc(pickupRatings.createdAt))
        .limit(limit);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ratingsRepository: ReturnType<typeof createRatingsRepository>;
  }
}

export default repositoryPlugin('ratingsRepository', createRatingsRepository);

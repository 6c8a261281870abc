// A driver's sign-in without a password (issue 35; docs/decisions/130): the personal links
// staff send and the sessions they open, each found by the SHA-256 of its secret (the secret
// itself is never stored). A session counts only while its driver is active and not removed.
import { and, eq, gt, isNull } from 'drizzle-orm';

import type { DbOrTx } from '#server/db/client.ts';
import { driverAccessLinks, driverSessions, drivers } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type DriverSessionRow = typeof driverSessions.$inferSelect;
export type SignedInDriver = { sessionId: string; driver: typeof drivers.$inferSelect };

export function createDriverAccessRepository(db: DbOrTx) {
  // Links not yet opened stop now (a newer link, or staff ending the driver's access).
  async function voidLinks(driverId: string, now: Date, tx: DbOrTx = db): Promise<number> {
    const rows = await tx
      .update(driverAccessLinks)
      .set({ expiresAt: now })
      .where(
        and(
          eq(driverAccessLinks.driverId, driverId),
          isNull(driverAccessLinks.usedAt),
          gt(driverAccessLinks.expiresAt, now),
        ),
      )
      .returning({ id: driverAccessLinks.id });
    return rows.length;
  }

  return {
    voidLinks,

    async insertLink(
      values: { driverId: string; tokenHash: string; expiresAt: Date; now: Date },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.insert(driverAccessLinks).values({
        driverId: values.driverId,
        tokenHash: values.tokenHash,
        expiresAt: values.expiresAt,
        createdAt: values.now,
      });
    },

    // Spends a link: its driver's id when it was unused and unexpired, else undefined. One
    // conditional update, so two devices racing with one link get one session.
    async consumeLink(tokenHash: string, now: Date, tx: DbOrTx = db): Promise<string | undefined> {
      const [row] = await tx
        .update(driverAccessLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(driverAccessLinks.tokenHash, tokenHash),
            isNull(driverAccessLinks.usedAt),
            gt(driverAccessLinks.expiresAt, now),
          ),
        )
        .returning({ driverId: driverAccessLinks.driverId });
      return row?.driverId;
    },

    async insertSession(
      values: {
        driverId: string;
        secretHash: string;
        userAgent: string;
        now: Date;
        expiresAt: Date;
      },
      tx: DbOrTx = db,
    ): Promise<DriverSessionRow> {
      const [row] = await tx
        .insert(driverSessions)
        .values({
          driverId: values.driverId,
          secretHash: values.secretHash,
          userAgent: values.userAgent.slice(0, 500),
          createdAt: values.now,
          expiresAt: values.expiresAt,
        })
        .returning();
      return row!;
    },

    // The live session of this secret with its driver: not ended, not expired, the driver
    // active and not removed. One indexed read per request.
    async findLive(secretHash: string, now: Date): Promise<SignedInDriver | undefined> {
      const [row] = await db
        .select({ sessionId: driverSessions.id, driver: drivers })
        .from(driverSessions)
        .innerJoin(drivers, eq(drivers.id, driverSessions.driverId))
        .where(
          and(
            eq(driverSessions.secretHash, secretHash),
            isNull(driverSessions.endedAt),
            gt(driverSessions.expiresAt, now),
            eq(drivers.active, true),
            eq(drivers.isDeleted, false),
          ),
        );
      return row;
    },

    async endSession(
      { sessionId, now, reason }: { sessionId: string; now: Date; reason: string },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .update(driverSessions)
        .set({ endedAt: now, endedReason: reason })
        .where(and(eq(driverSessions.id, sessionId), isNull(driverSessions.endedAt)));
    },

    // Ends every live session of the driver; how many there were.
    async endAll(
      { driverId, now, reason }: { driverId: string; now: Date; reason: string },
      tx: DbOrTx = db,
    ): Promise<number> {
      const rows = await tx
        .update(driverSessions)
        .set({ endedAt: now, endedReason: reason })
        .where(and(eq(driverSessions.driverId, driverId), isNull(driverSessions.endedAt)))
        .returning({ id: driverSessions.id });
      return rows.length;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    driverAccessRepository: ReturnType<typeof createDriverAccessRepository>;
  }
}

export default repositoryPlugin('driverAccessRepository', createDriverAccessRepository);

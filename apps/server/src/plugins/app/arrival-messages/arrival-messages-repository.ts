import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';

import type { ArrivalMessageKind, MessageChannel } from '@landed/shared/schemas/meeting';

import type { DbOrTx } from '#server/db/client.ts';
import { arrivalMessages, bookings } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

// The arrival-day messages (issue 35 item 4; docs/decisions/132): each booking's message of
// each kind is claimed once, by the unique (booking_id, kind), before it is sent.
export function createArrivalMessagesRepository(db: DbOrTx) {
  return {
    // The claim's id, or undefined when another call (on any instance) has it already.
    async claim(
      { bookingId, kind }: { bookingId: string; kind: ArrivalMessageKind },
      tx: DbOrTx = db,
    ): Promise<string | undefined> {
      const [row] = await tx
        .insert(arrivalMessages)
        .values({ bookingId, kind })
        .onConflictDoNothing({ target: [arrivalMessages.bookingId, arrivalMessages.kind] })
        .returning({ id: arrivalMessages.id });
      return row?.id;
    },

    // Where a claimed message went.
    async recordSent(
      { id, channels, at }: { id: string; channels: MessageChannel[]; at: Date },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .update(arrivalMessages)
        .set({ channels, sentAt: at })
        .where(eq(arrivalMessages.id, id));
    },

    // The kinds a booking has been sent, for tests and the timeline.
    async sentFor(bookingId: string, tx: DbOrTx = db) {
      return tx
        .select({ kind: arrivalMessages.kind, channels: arrivalMessages.channels })
        .from(arrivalMessages)
        .where(eq(arrivalMessages.bookingId, bookingId));
    },

    // Bookings still to happen on these days with a driver and no `kind` message yet.
    async dueFor(
      { kind, from, to }: { kind: ArrivalMessageKind; from: string; to: string },
      tx: DbOrTx = db,
    ): Promise<string[]> {
      const rows = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .leftJoin(
          arrivalMessages,
          and(eq(arrivalMessages.bookingId, bookings.id), eq(arrivalMessages.kind, kind)),
        )
        .where(
          and(
            inArray(bookings.status, ['Pending', 'Confirmed']),
            isNotNull(bookings.driverId),
            sql`${bookings.preferredDate} >= ${from}::date`,
            sql`${bookings.preferredDate} <= ${to}::date`,
            isNull(arrivalMessages.id),
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    arrivalMessagesRepository: ReturnType<typeof createArrivalMessagesRepository>;
  }
}

export default repositoryPlugin('arrivalMessagesRepository', createArrivalMessagesRepository);

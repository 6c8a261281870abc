// Live updates across instances (issue 35 items 2 and 3; docs/decisions/135): "booking X
// changed" goes out as a PostgreSQL NOTIFY (PGlite's own on one instance), every instance
// LISTENs, and hands it to the event streams open on it whose subscriber may see that booking.
// Sent inside the writer's transaction, a change is told only once it is committed.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { DbOrTx } from '#server/db/client.ts';

export const LIVE_CHANNEL = 'landed_meeting_changes';

// Who may see the change: the booking's student and partner (staff see every booking).
export type MeetingChange = { bookingId: string; userId: string; partnerId: string | null };

export type LiveSubscriber = {
  userId: string;
  accepts: (change: MeetingChange) => boolean;
  send: (change: MeetingChange) => void;
  // Ends the stream (the server is shutting down).
  close: () => void;
};

export type LiveChanges = {
  publish: (change: MeetingChange, tx?: DbOrTx) => Promise<void>;
  // Resolves to the unsubscribe.
  subscribe: (subscriber: LiveSubscriber) => () => void;
  // How many streams this user has open on this instance.
  openFor: (userId: string) => number;
};

declare module 'fastify' {
  interface FastifyInstance {
    liveChanges: LiveChanges;
  }
}

function parse(payload: string): MeetingChange | null {
  try {
    const value = JSON.parse(payload) as Partial<MeetingChange>;
    return typeof value.bookingId === 'string' && typeof value.userId === 'string'
      ? { bookingId: value.bookingId, userId: value.userId, partnerId: value.partnerId ?? null }
      : null;
  } catch {
    return null;
  }
}

export default fp(
  async function liveChanges(app: FastifyInstance) {
    const subscribers = new Set<LiveSubscriber>();
    const deliver = (payload: string) => {
      const change = parse(payload);
      if (!change) return;
      for (const subscriber of subscribers) {
        if (subscriber.accepts(change)) subscriber.send(change);
      }
    };
    const stop = await app.database.listen(LIVE_CHANNEL, deliver);

    app.decorate('liveChanges', {
      publish: async (change, tx = app.db) => {
        await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(change)})`);
      },
      subscribe: (subscriber) => {
        subscribers.add(subscriber);
        return () => subscribers.delete(subscriber);
      },
      openFor: (userId) => [...subscribers].filter((s) => s.userId === userId).length,
    } satisfies LiveChanges);

    // Streams never finish on their own: they are ended first, so closing (SIGTERM's drain)
    // does not wait for them; clients reconnect to another instance.
    app.addHook('preClose', async () => {
      for (const subscriber of [...subscribers]) subscriber.close();
      subscribers.clear();
    });
    app.addHook('onClose', async () => {
      await stop().catch(() => {});
    });
  },
  { name: 'live-changes', dependencies: ['db'] },
);

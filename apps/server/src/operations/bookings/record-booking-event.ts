import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import type { Actor } from '#server/operations/audit.ts';

// Writes one line of a booking's timeline (the booking drawer; docs/decisions/060), in the
// transaction of the change it records. `actor` null: the system (a reminder, a worker).
export async function recordBookingEvent(
  app: FastifyInstance,
  {
    bookingId,
    actor,
    action,
    details = {},
    tx,
  }: {
    bookingId: string;
    actor: Pick<Actor, 'id' | 'email' | 'name'> | null;
    // created, status_changed, payment_claimed, payment_verified, payment_rejected, assigned,
    // pickup_status_changed, arrival_changed, note, …
    action: string;
    details?: Record<string, unknown>;
    tx?: DbOrTx;
  },
): Promise<void> {
  await app.bookingsRepository.addEvent(
    {
      bookingId,
      actorId: actor?.id ?? null,
      actorName: actor ? actor.name || actor.email : 'System',
      action,
      details,
      at: app.config.now(),
    },
    tx,
  );
}

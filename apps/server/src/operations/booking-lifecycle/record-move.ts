// A move's two records, written together in its transaction: the audit entry (who, what, on
// which entry) and the booking's timeline line. The lifecycle's moves and the refunds they make
// or withdraw write both through here.
import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { recordBookingEvent } from '#server/operations/bookings/record-booking-event.ts';
import type { AuditCategory } from '#server/plugins/app/audit/audit-repository.ts';

export async function recordMove(
  app: FastifyInstance,
  {
    actor,
    category,
    bookingId,
    logged,
    timeline,
    tx,
  }: {
    actor: Actor;
    category?: AuditCategory | undefined;
    bookingId: string;
    // The audit entry: its action, the entry it is about, its details.
    logged: { action: string; entity: { type: string; id: string }; details: object };
    // The timeline line: its action and what the booking's drawer shows of it.
    timeline: { action: string; details: Record<string, unknown> };
    tx: DbOrTx;
  },
): Promise<void> {
  await audit(app, {
    actor,
    ...(category ? { category } : {}),
    action: logged.action,
    entity: logged.entity,
    details: { ...logged.details },
    tx,
  });
  await recordBookingEvent(app, {
    bookingId,
    actor,
    action: timeline.action,
    details: timeline.details,
    tx,
  });
}

import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';

// Tells every instance's open boards and the booking's pass that booking `bookingId` changed
// (a driver's status, an assignment; issue 35). Inside a transaction (`tx`), it is told only
// once that transaction commits. The screens then fetch what changed themselves.
export async function publishMeetingChange(
  app: FastifyInstance,
  bookingId: string,
  tx: DbOrTx = app.db,
): Promise<void> {
  const row = await app.bookingsRepository.findById(bookingId, tx);
  if (!row) return;
  await app.liveChanges.publish(
    { bookingId: row.id, userId: row.userId, partnerId: row.partnerId },
    tx,
  );
}

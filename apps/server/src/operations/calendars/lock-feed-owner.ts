import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/http-errors.ts';
import type { FeedOwner } from '#server/plugins/app/calendar-feeds/calendar-feeds-repository.ts';

export const DRIVER_NOT_FOUND = 'Driver not found.';

// Locks the feed's owner for the rest of `tx` (their feed changes one request at a time); a
// driver who does not exist (or was deleted) is not found.
export async function lockFeedOwner(
  app: FastifyInstance,
  { owner, tx }: { owner: FeedOwner; tx: DbOrTx },
): Promise<void> {
  if ('driverId' in owner) {
    const driver = await app.calendarFeedsRepository.lockDriver(owner.driverId, tx);
    if (!driver) throw notFound(DRIVER_NOT_FOUND);
    return;
  }
  const user = await app.usersRepository.lockById(owner.userId, tx);
  if (!user) throw notFound('User not found.');
}

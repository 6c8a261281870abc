import type { FastifyInstance } from 'fastify';

import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { FeedOwner } from '#server/plugins/app/calendar-feeds/calendar-feeds-repository.ts';
import { lockFeedOwner } from './lock-feed-owner.ts';

// Stops the owner's feed at once: its address answers 404 from now on. Nothing to revoke is
// not an error (the result is the same).
export async function revokeCalendarFeed(
  app: FastifyInstance,
  { actor, owner }: { actor: SignedInActor; owner: FeedOwner },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    await lockFeedOwner(app, { owner, tx });
    const revoked = await app.calendarFeedsRepository.revoke(owner, app.config.now(), tx);
    if (revoked === 0) return;
    await audit(app, {
      actor,
      action: 'calendar_feed.revoked',
      entity:
        'driverId' in owner
          ? { type: 'driver', id: owner.driverId }
          : { type: 'user', id: owner.userId },
      tx,
    });
  });
}

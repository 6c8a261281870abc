import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
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
    await revokeFeeds(app, { actor, owner, tx });
  });
}

// Revokes, in the caller's transaction, and logs it when there was a feed. Also called when an
// administrator is removed, changes role or is suspended (issue 24): a revoked feed never
// answers again, so giving the role back or reactivating the account does not revive an
// address that may have been shared meanwhile; its owner makes a new one.
export async function revokeFeeds(
  app: FastifyInstance,
  {
    actor,
    owner,
    reason,
    tx,
  }: { actor: SignedInActor; owner: FeedOwner; reason?: string; tx: DbOrTx },
): Promise<number> {
  const revoked = await app.calendarFeedsRepository.revoke(owner, app.config.now(), tx);
  if (revoked === 0) return 0;
  await audit(app, {
    actor,
    action: 'calendar_feed.revoked',
    entity:
      'driverId' in owner
        ? { type: 'driver', id: owner.driverId }
        : { type: 'user', id: owner.userId },
    ...(reason ? { details: { reason } } : {}),
    tx,
  });
  return revoked;
}

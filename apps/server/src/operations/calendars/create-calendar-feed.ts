// A private calendar feed for an administrator (their own) or a driver (made by staff who may
// change bookings): a new random secret, of which only the hash is kept; making one revokes
// the one before (docs/decisions/062).
import type { FastifyInstance } from 'fastify';

import type { CalendarFeedCreated } from '@landed/shared/schemas/arrival-pass';

import { hashSecretToken, newSecretToken } from '#server/lib/secret-tokens.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { FeedOwner } from '#server/plugins/app/calendar-feeds/calendar-feeds-repository.ts';
import { lockFeedOwner } from './lock-feed-owner.ts';

// The feed's address: the secret is the whole of its protection, so it is only ever here.
export function calendarFeedUrl(appUrl: string, secret: string): string {
  return `${appUrl}/api/calendar/${secret}.ics`;
}

export async function createCalendarFeed(
  app: FastifyInstance,
  { actor, owner }: { actor: SignedInActor; owner: FeedOwner },
): Promise<CalendarFeedCreated> {
  const secret = newSecretToken();
  const now = app.config.now();
  const feed = await app.db.transaction(async (tx) => {
    // One rotation at a time per owner, so two clicks leave one active feed.
    await lockFeedOwner(app, { owner, tx });
    const replaced = await app.calendarFeedsRepository.revoke(owner, now, tx);
    const row = await app.calendarFeedsRepository.insert(
      { ...owner, secretHash: hashSecretToken(secret), createdAt: now },
      tx,
    );
    await audit(app, {
      actor,
      action: replaced > 0 ? 'calendar_feed.rotated' : 'calendar_feed.created',
      entity:
        'driverId' in owner
          ? { type: 'driver', id: owner.driverId }
          : { type: 'user', id: owner.userId },
      tx,
    });
    return row;
  });
  return {
    url: calendarFeedUrl(app.config.appUrl, secret),
    feed: { createdAt: feed.createdAt.toISOString() },
  };
}

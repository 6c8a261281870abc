import type { FastifyInstance } from 'fastify';

import type { CalendarFeedStatus } from '@landed/shared/schemas/arrival-pass';

import { notFound } from '#server/lib/http-errors.ts';
import type { FeedOwner } from '#server/plugins/app/calendar-feeds/calendar-feeds-repository.ts';
import { DRIVER_NOT_FOUND } from './lock-feed-owner.ts';

// Whether the owner has an active feed, and since when (its address was shown once, when made).
export async function getCalendarFeed(
  app: FastifyInstance,
  { owner }: { owner: FeedOwner },
): Promise<CalendarFeedStatus> {
  if ('driverId' in owner && !(await app.calendarFeedsRepository.findDriver(owner.driverId))) {
    throw notFound(DRIVER_NOT_FOUND);
  }
  const row = await app.calendarFeedsRepository.findActive(owner);
  return { feed: row ? { createdAt: row.createdAt.toISOString() } : null };
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CalendarFeedStatus } from '@landed/shared/schemas/arrival-pass';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// Whose feed (decision 062): the signed-in administrator's own, or a driver's.
export type FeedOwner = { kind: 'me' } | { kind: 'driver'; driverId: string };

export const calendarFeedKey = ['admin', 'calendar-feed'] as const;

export const feedUrl = (owner: FeedOwner) =>
  owner.kind === 'me' ? api.adminMyCalendarFeed : api.adminDriverCalendarFeed(owner.driverId);

export const calendarFeedQueryOptions = (owner: FeedOwner) =>
  queryOptions({
    queryKey: [...calendarFeedKey, owner.kind === 'me' ? 'me' : owner.driverId],
    queryFn: ({ signal }) => apiRequest<CalendarFeedStatus>(feedUrl(owner), { signal }),
  });

export function useCalendarFeed(owner: FeedOwner) {
  return useQuery(calendarFeedQueryOptions(owner));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CalendarFeedCreated } from '@landed/shared/schemas/arrival-pass';

import { apiRequest } from '#web/lib/api-client.ts';
import type { FeedOwner } from './get-calendar-feed.ts';
import { calendarFeedQueryOptions, feedUrl } from './get-calendar-feed.ts';

// A new private feed address (the one before stops working); shown once.
export function useCreateCalendarFeed(owner: FeedOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedCreated>(feedUrl(owner), { method: 'POST' }),
    onSuccess: ({ feed }) =>
      queryClient.setQueryData(calendarFeedQueryOptions(owner).queryKey, { feed }),
  });
}

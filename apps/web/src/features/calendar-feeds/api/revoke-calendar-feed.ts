import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#web/lib/api-client.ts';
import type { FeedOwner } from './get-calendar-feed.ts';
import { calendarFeedQueryOptions, feedUrl } from './get-calendar-feed.ts';

// Stops the feed: its address answers "not found" from now on.
export function useRevokeCalendarFeed(owner: FeedOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>(feedUrl(owner), { method: 'DELETE' }),
    onSuccess: () =>
      queryClient.setQueryData(calendarFeedQueryOptions(owner).queryKey, { feed: null }),
  });
}

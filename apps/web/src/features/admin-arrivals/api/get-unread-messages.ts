import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ChatUnreadResponse } from '@landed/shared/schemas/meeting';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const unreadMessagesKey = ['admin', 'unread-messages'] as const;

// How many chat messages the team has not read, per booking id (the board's Messages counts).
export async function getUnreadMessages(signal?: AbortSignal): Promise<Map<string, number>> {
  const { unread } = await apiRequest<ChatUnreadResponse>(api.adminUnreadMessages, { signal });
  return new Map(unread.map((u) => [u.bookingId, u.count]));
}

export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: unreadMessagesKey,
    queryFn: ({ signal }) => getUnreadMessages(signal),
    // A student's question should not wait for the board's minute.
    refetchInterval: 30_000,
  });

export function useUnreadMessages() {
  return useQuery(unreadMessagesQueryOptions());
}

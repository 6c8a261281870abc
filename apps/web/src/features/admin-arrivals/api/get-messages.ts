import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ChatMessage } from '@landed/shared/schemas/meeting';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const bookingMessagesKey = (id: string) => ['admin', 'booking-messages', id] as const;

// While the dialog is open: an answer from the student shows within this.
export const MESSAGES_POLL_MS = 15_000;

// A booking's chat with its student and driver (docs/decisions/134); reading it marks it read.
export function getBookingMessages(id: string, signal?: AbortSignal) {
  return apiRequest<{ messages: ChatMessage[]; open?: boolean }>(api.adminBookingMessages(id), {
    signal,
  });
}

export const bookingMessagesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bookingMessagesKey(id),
    queryFn: ({ signal }) => getBookingMessages(id, signal),
    refetchInterval: MESSAGES_POLL_MS,
  });

export function useBookingMessages(id: string) {
  return useQuery(bookingMessagesQueryOptions(id));
}

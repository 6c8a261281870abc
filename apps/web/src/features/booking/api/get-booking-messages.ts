import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ChatMessage } from '@landed/shared/schemas/meeting';

import { api } from '#web/config/api-endpoints.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { PASS_CACHE } from '#web/lib/pass-cache.ts';

// The pass's chat (docs/decisions/134). `saved`: the copy kept on this device, shown offline.
export type BookingMessages = { messages: ChatMessage[]; open: boolean; saved?: boolean };

export const bookingMessagesKey = ['user', 'booking-messages'] as const;

// While the pass is open and visible; live updates may replace it.
export const MESSAGES_POLL_MS = 20_000;

const passCache = async (): Promise<Cache | null> => {
  try {
    return typeof window !== 'undefined' && 'caches' in window
      ? await window.caches.open(PASS_CACHE)
      : null;
  } catch {
    return null;
  }
};

// Kept beside the pass's own answer, in the cache that logging out deletes.
async function keep(url: string, data: BookingMessages): Promise<void> {
  try {
    await (await passCache())?.put(url, Response.json(data));
  } catch {
    // Storage refused (private mode): the chat still works online.
  }
}

async function saved(url: string): Promise<BookingMessages | null> {
  try {
    const response = await (await passCache())?.match(url);
    return response ? { ...((await response.json()) as BookingMessages), saved: true } : null;
  } catch {
    return null;
  }
}

export async function getBookingMessages(
  bookingRef: string,
  signal?: AbortSignal,
): Promise<BookingMessages> {
  const url = api.bookingMessages(bookingRef);
  try {
    const answer = await apiRequest<{ messages: ChatMessage[]; open?: boolean }>(url, { signal });
    const data = { messages: answer.messages, open: answer.open ?? true };
    void keep(url, data);
    return data;
  } catch (error) {
    const offline = error instanceof ApiError && error.code === 'NETWORK';
    const copy = offline ? await saved(url) : null;
    if (copy) return copy;
    throw error;
  }
}

export const bookingMessagesQueryOptions = (bookingRef: string) =>
  queryOptions({
    queryKey: [...bookingMessagesKey, bookingRef],
    queryFn: ({ signal }) => getBookingMessages(bookingRef, signal),
    // Asked offline too: the saved copy answers.
    networkMode: 'always',
    refetchInterval: MESSAGES_POLL_MS,
  });

export function useBookingMessages(bookingRef: string) {
  return useQuery(bookingMessagesQueryOptions(bookingRef));
}

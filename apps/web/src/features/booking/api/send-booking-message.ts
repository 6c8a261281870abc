import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ChatMessage } from '@landed/shared/schemas/meeting';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingMessagesKey } from './get-booking-messages.ts';
import type { BookingMessages } from './get-booking-messages.ts';

export function sendBookingMessage({ bookingRef, text }: { bookingRef: string; text: string }) {
  return apiRequest<{ message: ChatMessage }>(api.bookingMessages(bookingRef), {
    method: 'POST',
    body: { text },
  });
}

export function useSendBookingMessage(bookingRef: string) {
  const queryClient = useQueryClient();
  const key = [...bookingMessagesKey, bookingRef];
  return useMutation({
    mutationFn: (text: string) => sendBookingMessage({ bookingRef, text }),
    // Shown at once, then the conversation is read again (an answer may have come meanwhile).
    onSuccess: ({ message }) => {
      queryClient.setQueryData<BookingMessages>(key, (old) =>
        old ? { ...old, messages: [...old.messages, message] } : old,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

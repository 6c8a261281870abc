import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ChatMessage } from '@landed/shared/schemas/meeting';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingMessagesKey } from './get-messages.ts';

// The team's answer on a booking's chat: the student sees it on their pass.
export function sendBookingMessage({ id, text }: { id: string; text: string }) {
  return apiRequest<{ message: ChatMessage }>(api.adminBookingMessages(id), {
    method: 'POST',
    body: { text },
  });
}

export function useSendBookingMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendBookingMessage({ id, text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingMessagesKey(id) }),
  });
}

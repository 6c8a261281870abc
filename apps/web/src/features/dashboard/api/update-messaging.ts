import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MessagingOptIn } from '@landed/shared/schemas/meeting';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { messagingKey } from './get-messaging.ts';

export function updateMessaging(body: { sms?: boolean; whatsapp?: boolean }) {
  return apiRequest<MessagingOptIn>(api.messaging, { method: 'PATCH', body });
}

export function useUpdateMessaging() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessaging,
    onSuccess: (data) => queryClient.setQueryData(messagingKey, data),
  });
}

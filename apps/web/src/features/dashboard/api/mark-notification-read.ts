import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Notification } from '@landed/shared/schemas/user-area';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { notificationsKey } from './get-notifications.ts';

export function markNotificationRead(id: string) {
  return apiRequest<{ notification: Notification }>(api.notificationRead(id), { method: 'PATCH' });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

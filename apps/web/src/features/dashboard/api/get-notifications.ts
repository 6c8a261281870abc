import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Notification } from '@landed/shared/schemas/user-area';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const notificationsKey = ['user', 'notifications'] as const;

export function getNotifications(signal?: AbortSignal) {
  return apiRequest<{ notifications: Notification[]; total: number; unread: number }>(
    `${api.notifications}?limit=20`,
    { signal },
  );
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsKey, queryFn: ({ signal }) => getNotifications(signal) });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

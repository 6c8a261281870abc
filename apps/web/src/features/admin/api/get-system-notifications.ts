import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SystemNotification } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getSystemNotifications(signal?: AbortSignal) {
  return apiRequest<{ notifications: SystemNotification[] }>(api.adminSystemNotifications, {
    signal,
  });
}

export const systemNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'system-notifications'],
    queryFn: ({ signal }) => getSystemNotifications(signal),
    refetchInterval: 60_000,
  });

export function useSystemNotifications() {
  return useQuery(systemNotificationsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { MessagingOptIn } from '@landed/shared/schemas/meeting';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const messagingKey = ['user', 'messaging'] as const;

export function getMessaging(signal?: AbortSignal) {
  return apiRequest<MessagingOptIn>(api.messaging, { signal });
}

export const messagingQueryOptions = () =>
  queryOptions({ queryKey: messagingKey, queryFn: ({ signal }) => getMessaging(signal) });

export function useMessaging() {
  return useQuery(messagingQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { UserSessionsResponse } from '@landed/shared/schemas/auth';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const sessionsKey = ['user', 'sessions'] as const;

export function getSessions(signal?: AbortSignal) {
  return apiRequest<UserSessionsResponse>(api.sessions, { signal });
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsKey, queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

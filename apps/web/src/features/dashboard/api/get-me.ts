import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Me } from '@landed/shared/schemas/user';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const meKey = ['user', 'me'] as const;

export function getMe(signal?: AbortSignal) {
  return apiRequest<Me>(api.me, { signal });
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: meKey, queryFn: ({ signal }) => getMe(signal) });

export function useMe() {
  return useQuery(meQueryOptions());
}

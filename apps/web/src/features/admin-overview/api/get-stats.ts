import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Stats } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getStats(signal?: AbortSignal) {
  return apiRequest<Stats>(api.adminStats, { signal });
}

export const statsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'stats'], queryFn: ({ signal }) => getStats(signal) });

export function useStats() {
  return useQuery(statsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { AdminMe } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getAdminMe(signal?: AbortSignal) {
  return apiRequest<AdminMe>(api.adminMe, { signal });
}

export const adminMeQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) => getAdminMe(signal),
    staleTime: 60_000,
  });

export function useAdminMe(enabled: boolean) {
  return useQuery({ ...adminMeQueryOptions(), enabled });
}

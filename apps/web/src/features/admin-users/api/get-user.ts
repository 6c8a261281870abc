import { queryOptions, useQuery } from '@tanstack/react-query';

import type { AdminUserDetail } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { usersKey } from './get-users.ts';

export function getUser(id: string, signal?: AbortSignal) {
  return apiRequest<{ user: AdminUserDetail }>(api.adminUser(id), { signal }).then((d) => d.user);
}

export const userQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: [...usersKey, 'detail', id],
    queryFn: ({ signal }) => getUser(id!, signal),
    enabled: Boolean(id),
  });

export function useUser(id: string | null) {
  return useQuery(userQueryOptions(id));
}

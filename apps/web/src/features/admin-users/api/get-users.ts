import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { AdminUserListItem } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const usersKey = ['admin', 'users'] as const;

export type UsersParams = { search: string; page: number };

export function getUsers({ search, page }: UsersParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: '25' });
  if (search) query.set('search', search);
  return apiRequest<{ users: AdminUserListItem[]; total: number }>(`${api.adminUsers}?${query}`, {
    signal,
  });
}

export const usersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: [...usersKey, params],
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UsersParams) {
  return useQuery(usersQueryOptions(params));
}

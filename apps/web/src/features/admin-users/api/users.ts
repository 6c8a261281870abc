import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import type { OnboardingStatus } from '@landed/shared/constants';
import type { AdminUserDetail, AdminUserListItem } from '@landed/shared/schemas/admin';

import { api } from '#web/config/paths.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { readSession } from '#web/lib/storage.ts';

const usersKey = ['admin', 'users'] as const;

export function getUsers({ search, page }: { search: string; page: number }, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: '25' });
  if (search) query.set('search', search);
  return apiRequest<{ users: AdminUserListItem[]; total: number }>(`${api.adminUsers}?${query}`, {
    signal,
  });
}

export const usersQueryOptions = (params: { search: string; page: number }) =>
  queryOptions({
    queryKey: [...usersKey, params],
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(params: { search: string; page: number }) {
  return useQuery(usersQueryOptions(params));
}

export function useUser(id: string | null) {
  return useQuery({
    queryKey: [...usersKey, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<{ user: AdminUserDetail }>(api.adminUser(id!), { signal }).then((d) => d.user),
    enabled: Boolean(id),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; suspended?: boolean; notes?: string }) =>
      apiRequest<{ user: AdminUserDetail }>(api.adminUser(id), { method: 'PATCH', body }).then(
        (d) => d.user,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useSetOnboardingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step, status }: { id: string; step: string; status: OnboardingStatus }) =>
      apiRequest<{ user: AdminUserDetail }>(api.adminUserOnboarding(id, step), {
        method: 'PATCH',
        body: { status },
      }).then((d) => d.user),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

// Real downloads (CSV export, a user's document) through fetch with the bearer token.
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const { token } = readSession();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(
      response.status,
      body?.message ?? `Request failed with status: ${response.status}`,
      undefined,
      Boolean(body?.message),
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name =
    /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ??
    /filename="([^"]+)"/.exec(disposition)?.[1];
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name ? decodeURIComponent(name) : fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

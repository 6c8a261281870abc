import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { AdminRole } from '@landed/shared/constants';
import type { AdminTeamMember, LogEntry } from '@landed/shared/schemas/admin';

import { api } from '#web/config/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type LogFilters = { action: string; actor: string; from: string; to: string };

export function useLogs(filters: LogFilters, page: number) {
  return useQuery({
    queryKey: ['admin', 'logs', filters, page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: '50' });
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
      return apiRequest<{ logs: LogEntry[]; total: number }>(`${api.adminLogs}?${query}`, {
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

const teamKey = ['admin', 'team'] as const;

export function useTeam(enabled: boolean) {
  return useQuery({
    queryKey: teamKey,
    queryFn: ({ signal }) =>
      apiRequest<{ admins: AdminTeamMember[]; total: number }>(api.adminTeam, { signal }),
    enabled,
  });
}

export function useTeamMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: teamKey });
  return {
    add: useMutation({
      mutationFn: (body: { email: string; role: AdminRole }) =>
        apiRequest(api.adminTeam, { method: 'POST', body }),
      onSuccess,
    }),
    change: useMutation({
      mutationFn: ({ id, role }: { id: string; role: AdminRole }) =>
        apiRequest(api.adminTeamMember(id), { method: 'PATCH', body: { role } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest(api.adminTeamMember(id), { method: 'DELETE' }),
      onSuccess,
    }),
  };
}

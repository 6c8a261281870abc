import { queryOptions, useQuery } from '@tanstack/react-query';

import type { AdminTeamMember } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const adminTeamKey = ['admin', 'team'] as const;

export function getAdminTeam(signal?: AbortSignal) {
  return apiRequest<{ admins: AdminTeamMember[]; total: number }>(api.adminTeam, { signal });
}

export const adminTeamQueryOptions = () =>
  queryOptions({ queryKey: adminTeamKey, queryFn: ({ signal }) => getAdminTeam(signal) });

export function useAdminTeam() {
  return useQuery(adminTeamQueryOptions());
}

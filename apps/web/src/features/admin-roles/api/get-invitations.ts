import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Invitation } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const invitationsKey = ['admin', 'invitations'] as const;

// The open staff invitations, expired ones included (docs/decisions/075).
export function getInvitations(signal?: AbortSignal) {
  return apiRequest<{ invitations: Invitation[]; total: number }>(api.adminInvitations, {
    signal,
  });
}

export function useInvitations() {
  return useQuery(
    queryOptions({ queryKey: invitationsKey, queryFn: ({ signal }) => getInvitations(signal) }),
  );
}

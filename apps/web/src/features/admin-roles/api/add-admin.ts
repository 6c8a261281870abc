import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminRole } from '@landed/shared/constants';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminTeamKey } from './get-admin-team.ts';

// An existing user joins the team by e-mail, with a role.
export function addAdmin(body: { email: string; role: AdminRole }) {
  return apiRequest(api.adminTeam, { method: 'POST', body });
}

export function useAddAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTeamKey }),
  });
}

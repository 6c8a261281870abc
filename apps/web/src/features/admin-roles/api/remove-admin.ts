import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminTeamKey } from './get-admin-team.ts';

// Leaves the admin team; the account stays.
export function removeAdmin(id: string) {
  return apiRequest(api.adminTeamMember(id), { method: 'DELETE' });
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTeamKey }),
  });
}

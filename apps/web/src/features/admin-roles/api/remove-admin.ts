import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// Leaves the admin team; the account stays.
export function removeAdmin(id: string) {
  return apiRequest(api.adminTeamMember(id), { method: 'DELETE' });
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    // A role shows in the team and the users' list: every admin read is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

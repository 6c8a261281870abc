import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminRole } from '@landed/shared/constants';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function changeAdminRole({ id, role }: { id: string; role: AdminRole }) {
  return apiRequest(api.adminTeamMember(id), { method: 'PATCH', body: { role } });
}

export function useChangeAdminRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAdminRole,
    // A role shows in the team and the users' list: every admin read is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

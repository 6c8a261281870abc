import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invitationsKey } from './get-invitations.ts';

// The invitation's link stops working.
export function withdrawInvitation(id: string) {
  return apiRequest(api.adminInvitation(id), { method: 'DELETE' });
}

export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Invitation } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invitationsKey } from './get-invitations.ts';

// A new link and expiry; the old link stops working.
export function resendInvitation(id: string) {
  return apiRequest<{ invitation: Invitation }>(api.adminInvitationResend(id), { method: 'POST' });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { InvitePartnerUserBody, PartnerInvitation } from '@landed/shared/schemas/partners';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { partnerKey } from './get-partner.ts';

// A partner's people are invited, re-invited and un-invited like staff (docs/decisions/075,
// 091); each change refreshes the partner's page.
export function invitePartnerUser({
  partnerId,
  body,
}: {
  partnerId: string;
  body: InvitePartnerUserBody;
}) {
  return apiRequest<{ invitation: PartnerInvitation }>(api.adminPartnerInvitations(partnerId), {
    method: 'POST',
    body,
  });
}

export function resendPartnerInvitation({
  partnerId,
  invitationId,
}: {
  partnerId: string;
  invitationId: string;
}) {
  return apiRequest<{ invitation: PartnerInvitation }>(
    api.adminPartnerInvitationResend(partnerId, invitationId),
    { method: 'POST' },
  );
}

export function withdrawPartnerInvitation({
  partnerId,
  invitationId,
}: {
  partnerId: string;
  invitationId: string;
}) {
  return apiRequest<{ withdrawn: true }>(api.adminPartnerInvitation(partnerId, invitationId), {
    method: 'DELETE',
  });
}

function useRefreshing<Input extends { partnerId: string }, Output>(
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, input) =>
      queryClient.invalidateQueries({ queryKey: partnerKey(input.partnerId) }),
  });
}

export const useInvitePartnerUser = () => useRefreshing(invitePartnerUser);
export const useResendPartnerInvitation = () => useRefreshing(resendPartnerInvitation);
export const useWithdrawPartnerInvitation = () => useRefreshing(withdrawPartnerInvitation);

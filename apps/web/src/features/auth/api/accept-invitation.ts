import { useMutation } from '@tanstack/react-query';

import type { AcceptInvitationBody, AcceptInvitationResponse } from '@landed/shared/schemas/auth';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// Takes a staff invitation for the signed-in account (docs/decisions/075).
export function acceptInvitation(body: AcceptInvitationBody): Promise<AcceptInvitationResponse> {
  return apiRequest<AcceptInvitationResponse>(api.acceptInvitation, { method: 'POST', body });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminRole } from '@landed/shared/constants';
import type { AdminTeamMember, Invitation } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// 201 {admin}: a verified account got the role at once; 202 {invitation}: an address without
// an account was sent an invitation (docs/decisions/075).
export type AddAdminResult = { admin: AdminTeamMember } | { invitation: Invitation };

// Gives an address a staff role, or invites it.
export function addAdmin(body: { email: string; role: AdminRole }) {
  return apiRequest<AddAdminResult>(api.adminTeam, { method: 'POST', body });
}

// A role shows in the team, the invitations and the users' list: every admin read is
// refreshed.
export function useAddAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { useMutation } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// "Delete account" (docs/decisions/065): the password again, or a recent sign-in without one.
export function deleteAccount(input: { currentPassword?: string }) {
  return apiRequest<null>(api.me, { method: 'DELETE', body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

import { useMutation } from '@tanstack/react-query';

import type { ChangePasswordBody } from '@landed/shared/schemas/user-area';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// The answer is a new token for this session: every other session is signed out.
export function changePassword(body: ChangePasswordBody) {
  return apiRequest<{ token: string }>(api.mePassword, { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

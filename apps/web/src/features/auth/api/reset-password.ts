import { useMutation } from '@tanstack/react-query';

import type { ResetPasswordBody, SignInResponse } from '@landed/shared/schemas/auth';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function resetPassword(body: ResetPasswordBody): Promise<SignInResponse> {
  return apiRequest<SignInResponse>(api.resetPassword, { method: 'POST', body, anonymous: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

import { useMutation } from '@tanstack/react-query';

import type { AuthResponse, ResetPasswordBody } from '@landed/shared/schemas/auth';

import { api } from '../../../config/paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function resetPassword(body: ResetPasswordBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>(api.resetPassword, { method: 'POST', body, anonymous: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

import { useMutation } from '@tanstack/react-query';

import type { ForgotPasswordBody, ForgotPasswordResponse } from '@landed/shared/schemas/auth';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function forgotPassword(body: ForgotPasswordBody): Promise<ForgotPasswordResponse> {
  return apiRequest<ForgotPasswordResponse>(api.forgotPassword, {
    method: 'POST',
    body,
    anonymous: true,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

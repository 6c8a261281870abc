import { useMutation } from '@tanstack/react-query';

import type { ResendVerificationResponse } from '@landed/shared/schemas/auth';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function resendVerification(): Promise<ResendVerificationResponse> {
  return apiRequest<ResendVerificationResponse>(api.resendVerification, { method: 'POST' });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

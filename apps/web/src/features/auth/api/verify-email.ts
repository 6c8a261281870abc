import { useMutation } from '@tanstack/react-query';

import type { VerifyEmailBody, VerifyEmailResponse } from '@landed/shared/schemas/auth';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// Opens the link of a confirmation e-mail; needs no sign-in (it may be another device).
export function verifyEmail(body: VerifyEmailBody): Promise<VerifyEmailResponse> {
  return apiRequest<VerifyEmailResponse>(api.verifyEmail, {
    method: 'POST',
    body,
    anonymous: true,
  });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

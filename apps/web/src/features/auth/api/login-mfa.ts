import { useMutation } from '@tanstack/react-query';

import type { AuthResponse, LoginMfaBody } from '@landed/shared/schemas/auth';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// The second step of a two-factor sign-in (docs/decisions/054).
export function loginMfa(body: LoginMfaBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>(api.loginMfa, { method: 'POST', body, anonymous: true });
}

export function useLoginMfa() {
  return useMutation({ mutationFn: loginMfa });
}

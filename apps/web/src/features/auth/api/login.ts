import { useMutation } from '@tanstack/react-query';

import type { LoginBody, SignInResponse } from '@landed/shared/schemas/auth';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// A session, or the challenge of two-factor sign-in (docs/decisions/054).
export function login(body: LoginBody): Promise<SignInResponse> {
  return apiRequest<SignInResponse>(api.login, { method: 'POST', body, anonymous: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

import { useMutation } from '@tanstack/react-query';

import type { AuthResponse, LoginBody } from '@landed/shared/schemas/auth';

import { api } from '../../../config/paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function login(body: LoginBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>(api.login, { method: 'POST', body, anonymous: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

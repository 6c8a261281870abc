import { useMutation } from '@tanstack/react-query';

import type { AuthResponse, RegisterBody } from '@landed/shared/schemas/auth';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function register(body: RegisterBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>(api.register, { method: 'POST', body, anonymous: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

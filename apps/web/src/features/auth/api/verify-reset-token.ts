import { queryOptions, useQuery } from '@tanstack/react-query';

import type { VerifyResetTokenResponse } from '@landed/shared/schemas/auth';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// A POST that only reads: the token stays out of URLs the server or a proxy might log.
export function verifyResetToken(token: string): Promise<VerifyResetTokenResponse> {
  return apiRequest<VerifyResetTokenResponse>(api.verifyResetToken, {
    method: 'POST',
    body: { token },
    anonymous: true,
  });
}

export const verifyResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: () => verifyResetToken(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export function useVerifyResetToken(token: string) {
  return useQuery({ ...verifyResetTokenQueryOptions(token), enabled: token !== '' });
}

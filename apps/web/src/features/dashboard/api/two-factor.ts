import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  MfaDisableBody,
  MfaStatusResponse,
  RecoveryCodesResponse,
  TotpSetupResponse,
} from '@landed/shared/schemas/auth';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { meKey } from './get-me.ts';

// Two-factor sign-in in Account Settings (docs/decisions/054).
export const mfaKey = ['user', 'mfa'] as const;

export const mfaQueryOptions = () =>
  queryOptions({
    queryKey: mfaKey,
    queryFn: ({ signal }) => apiRequest<MfaStatusResponse>(api.mfa, { signal }),
  });

export function useMfaStatus() {
  return useQuery(mfaQueryOptions());
}

export function useMfaSetup() {
  return useMutation({
    mutationFn: () => apiRequest<TotpSetupResponse>(api.mfaSetup, { method: 'POST' }),
  });
}

// Turning it on, off, or replacing the recovery codes changes the status and the signed-in
// user (mfaEnabled): both are read again.
function useMfaChange<Body, Result>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiRequest<Result>(url, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: mfaKey });
      void queryClient.invalidateQueries({ queryKey: meKey });
    },
  });
}

export const useMfaEnable = () =>
  useMfaChange<{ code: string }, RecoveryCodesResponse>(api.mfaEnable);
export const useMfaDisable = () => useMfaChange<MfaDisableBody, null>(api.mfaDisable);
export const useNewRecoveryCodes = () =>
  useMfaChange<{ code: string }, RecoveryCodesResponse>(api.mfaRecoveryCodes);

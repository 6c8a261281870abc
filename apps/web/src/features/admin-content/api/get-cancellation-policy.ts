import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CancellationPolicyResponse } from '@landed/shared/schemas/cancellation';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const cancellationPolicyKey = ['admin', 'cancellation-policy'] as const;

// The policy in force, and whether it is still the defaults (docs/decisions/085).
export function getCancellationPolicy(signal?: AbortSignal) {
  return apiRequest<CancellationPolicyResponse>(api.adminCancellationPolicy, { signal });
}

export const cancellationPolicyQueryOptions = () =>
  queryOptions({
    queryKey: cancellationPolicyKey,
    queryFn: ({ signal }) => getCancellationPolicy(signal),
  });

export function useCancellationPolicy() {
  return useQuery(cancellationPolicyQueryOptions());
}

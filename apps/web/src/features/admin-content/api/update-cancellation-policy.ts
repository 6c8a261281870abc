import { useMutation, useQueryClient } from '@tanstack/react-query';

import type {
  CancellationPolicy,
  CancellationPolicyResponse,
} from '@landed/shared/schemas/cancellation';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { cancellationPolicyKey } from './get-cancellation-policy.ts';

// null: back to the defaults.
export function updateCancellationPolicy(policy: CancellationPolicy | null) {
  return apiRequest<CancellationPolicyResponse>(api.adminCancellationPolicy, {
    method: 'PUT',
    body: { policy },
  });
}

export function useUpdateCancellationPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCancellationPolicy,
    onSuccess: (data) => {
      queryClient.setQueryData(cancellationPolicyKey, data);
      // /terms and the booking dialog read it from the public CMS answer.
      void queryClient.invalidateQueries({ queryKey: ['public'] });
    },
  });
}

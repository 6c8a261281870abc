import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  RefundDetailsBody,
  RefundDetailsResponse,
} from '@landed/shared/schemas/refund-details';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// The student's refund account, masked (docs/decisions/086).
export function getRefundDetails(signal?: AbortSignal) {
  return apiRequest<RefundDetailsResponse>(api.refundDetails, { signal });
}

const refundDetailsKey = ['user', 'refund-details'] as const;

export const refundDetailsQueryOptions = () =>
  queryOptions({ queryKey: refundDetailsKey, queryFn: ({ signal }) => getRefundDetails(signal) });

export function useRefundDetails(enabled: boolean) {
  return useQuery({ ...refundDetailsQueryOptions(), enabled });
}

export function updateRefundDetails(body: RefundDetailsBody) {
  return apiRequest<RefundDetailsResponse>(api.refundDetails, { method: 'PUT', body });
}

export function useUpdateRefundDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRefundDetails,
    onSuccess: (data) => queryClient.setQueryData(refundDetailsKey, data),
  });
}

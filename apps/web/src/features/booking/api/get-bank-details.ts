import { queryOptions, useQuery } from '@tanstack/react-query';

import type { BankDetailsResponse } from '@landed/shared/schemas/booking';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// The account to pay into, or none while the business has not entered its real one (then how
// to reach the business instead; docs/decisions/079).
export function getBankDetails(signal?: AbortSignal) {
  return apiRequest<BankDetailsResponse>(api.bankDetails, { signal });
}

export const bankDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['booking', 'bank-details'],
    queryFn: ({ signal }) => getBankDetails(signal),
  });

export function useBankDetails(enabled: boolean) {
  return useQuery({ ...bankDetailsQueryOptions(), enabled });
}

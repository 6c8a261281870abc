import { queryOptions, useQuery } from '@tanstack/react-query';

import type { BankDetails } from '@landed/shared/schemas/booking';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getBankDetails(signal?: AbortSignal) {
  return apiRequest<{ bankDetails: BankDetails }>(api.bankDetails, { signal }).then(
    (d) => d.bankDetails,
  );
}

export const bankDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['booking', 'bank-details'],
    queryFn: ({ signal }) => getBankDetails(signal),
  });

export function useBankDetails(enabled: boolean) {
  return useQuery({ ...bankDetailsQueryOptions(), enabled });
}

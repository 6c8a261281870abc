import { queryOptions, useQuery } from '@tanstack/react-query';

import { inLocale } from '@landed/shared/api-paths';
import type { BankDetailsResponse } from '@landed/shared/schemas/booking';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { activeLocale } from '#web/lib/i18n.tsx';

// The account to pay into, or none while the business has not entered its real one (then how
// to reach the business instead; docs/decisions/079).
export function getBankDetails(signal?: AbortSignal) {
  // The payment instructions in the page's language (docs/decisions/081).
  return apiRequest<BankDetailsResponse>(inLocale(api.bankDetails, activeLocale()), { signal });
}

export const bankDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['booking', 'bank-details', { locale: activeLocale() }],
    queryFn: ({ signal }) => getBankDetails(signal),
  });

export function useBankDetails(enabled: boolean) {
  return useQuery({ ...bankDetailsQueryOptions(), enabled });
}

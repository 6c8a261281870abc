import { queryOptions, useQuery } from '@tanstack/react-query';

import { inLocale } from '@landed/shared/api-paths';
import type { BankDetails } from '@landed/shared/schemas/booking';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { activeLocale } from '#web/lib/i18n.tsx';

export function getBankDetails(signal?: AbortSignal) {
  // The payment instructions in the page's language (docs/decisions/081).
  return apiRequest<{ bankDetails: BankDetails }>(inLocale(api.bankDetails, activeLocale()), {
    signal,
  }).then((d) => d.bankDetails);
}

export const bankDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['booking', 'bank-details', { locale: activeLocale() }],
    queryFn: ({ signal }) => getBankDetails(signal),
  });

export function useBankDetails(enabled: boolean) {
  return useQuery({ ...bankDetailsQueryOptions(), enabled });
}

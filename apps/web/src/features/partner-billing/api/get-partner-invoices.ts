import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PartnerInvoicesResponse } from '@landed/shared/schemas/partner-billing';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const partnerInvoicesKey = ['partner', 'invoices'] as const;

export const partnerInvoicesQueryOptions = () =>
  queryOptions({
    queryKey: partnerInvoicesKey,
    queryFn: ({ signal }) => apiRequest<PartnerInvoicesResponse>(api.partnerInvoices, { signal }),
  });

export function usePartnerInvoices() {
  return useQuery(partnerInvoicesQueryOptions());
}

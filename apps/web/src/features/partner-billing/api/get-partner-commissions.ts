import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CommissionsResponse } from '@landed/shared/schemas/partner-billing';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const partnerCommissionsKey = ['partner', 'commissions'] as const;

export const partnerCommissionsQueryOptions = () =>
  queryOptions({
    queryKey: partnerCommissionsKey,
    queryFn: ({ signal }) => apiRequest<CommissionsResponse>(api.partnerCommissions, { signal }),
  });

export function usePartnerCommissions() {
  return useQuery(partnerCommissionsQueryOptions());
}

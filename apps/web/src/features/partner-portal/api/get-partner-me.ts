import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PartnerMe } from '@landed/shared/schemas/partners';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const partnerMeKey = ['partner', 'me'] as const;

// The signed-in partner user and their organisation's terms (docs/decisions/091).
export function getPartnerMe(signal?: AbortSignal) {
  return apiRequest<PartnerMe>(api.partnerMe, { signal });
}

export function usePartnerMe(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: partnerMeKey,
      queryFn: ({ signal }) => getPartnerMe(signal),
      staleTime: 60_000,
    }),
    enabled,
  });
}

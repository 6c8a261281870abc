import { queryOptions, useQuery } from '@tanstack/react-query';

import type { MarketingConsent } from '@landed/shared/schemas/privacy';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const marketingConsentKey = ['user', 'marketing'] as const;

export function getMarketingConsent(signal?: AbortSignal) {
  return apiRequest<MarketingConsent>(api.meMarketing, { signal });
}

export const marketingConsentQueryOptions = () =>
  queryOptions({
    queryKey: marketingConsentKey,
    queryFn: ({ signal }) => getMarketingConsent(signal),
  });

export function useMarketingConsent() {
  return useQuery(marketingConsentQueryOptions());
}

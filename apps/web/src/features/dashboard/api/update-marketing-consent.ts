import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MarketingConsent } from '@landed/shared/schemas/privacy';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { marketingConsentKey } from './get-marketing-consent.ts';

export function updateMarketingConsent(input: { newsletter: boolean }) {
  return apiRequest<MarketingConsent>(api.meMarketing, { method: 'PUT', body: input });
}

export function useUpdateMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMarketingConsent,
    onSuccess: (data) => queryClient.setQueryData(marketingConsentKey, data),
  });
}

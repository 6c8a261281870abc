import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, inLocale } from '@landed/shared/api-paths';

import type {
  PublicBankingServicesResponse,
  PublicBankingService,
} from '@landed/shared/schemas/banking-service';

import { apiRequest } from '#web/lib/api-client.ts';
import { activeLocale } from '#web/lib/i18n.tsx';

// In the page's language: the built-in list is translated while it says what was seeded
// (docs/decisions/081).
export async function getBankingServices(signal?: AbortSignal): Promise<PublicBankingService[]> {
  const data = await apiRequest<PublicBankingServicesResponse>(
    inLocale(apiPaths.publicBanking, activeLocale()),
    { signal, anonymous: true },
  );
  return data.services;
}

export const bankingServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'banking', { locale: activeLocale() }],
    queryFn: ({ signal }) => getBankingServices(signal),
  });

export function useBankingServices() {
  return useQuery(bankingServicesQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths } from '@landed/shared/api-paths';

import type {
  PublicBankingServicesResponse,
  PublicBankingService,
} from '@landed/shared/schemas/banking-service';

import { apiRequest } from '#web/lib/api-client.ts';

export async function getBankingServices(signal?: AbortSignal): Promise<PublicBankingService[]> {
  const data = await apiRequest<PublicBankingServicesResponse>(apiPaths.publicBanking, {
    signal,
    anonymous: true,
  });
  return data.services;
}

export const bankingServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'banking'],
    queryFn: ({ signal }) => getBankingServices(signal),
  });

export function useBankingServices() {
  return useQuery(bankingServicesQueryOptions());
}

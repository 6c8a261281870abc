import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PublicBankingResponse, PublicBankingService } from '@landed/shared/schemas/banking';

import { api } from '#web/config/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function getBanking(signal?: AbortSignal): Promise<PublicBankingService[]> {
  const data = await apiRequest<PublicBankingResponse>(api.publicBanking, {
    signal,
    anonymous: true,
  });
  return data.services;
}

export const bankingQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'banking'], queryFn: ({ signal }) => getBanking(signal) });

export function useBanking() {
  return useQuery(bankingQueryOptions());
}

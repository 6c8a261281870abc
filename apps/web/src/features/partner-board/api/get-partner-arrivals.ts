import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { PartnerArrivalsResponse } from '@landed/shared/schemas/partner-board';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const partnerArrivalsKey = ['partner', 'arrivals'] as const;
export const PAGE_SIZE = 100;

export type PartnerArrivalsParams = { from: string; to: string; page: number };

export function getPartnerArrivals(params: PartnerArrivalsParams, signal?: AbortSignal) {
  const query = new URLSearchParams({
    from: params.from,
    to: params.to,
    limit: String(PAGE_SIZE),
    page: String(params.page),
  });
  return apiRequest<PartnerArrivalsResponse>(`${api.partnerArrivals}?${query}`, { signal });
}

export const partnerArrivalsQueryOptions = (params: PartnerArrivalsParams) =>
  queryOptions({
    queryKey: [...partnerArrivalsKey, params],
    queryFn: ({ signal }) => getPartnerArrivals(params, signal),
    placeholderData: keepPreviousData,
    // A coordinator leaves the board open on arrival day: pickups move as the drivers work.
    refetchInterval: 60_000,
  });

export function usePartnerArrivals(params: PartnerArrivalsParams) {
  return useQuery(partnerArrivalsQueryOptions(params));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { ArrivalsResponse } from '@landed/shared/schemas/arrivals';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const arrivalsKey = ['admin', 'arrivals'] as const;

// What the board shows: arrival days (Melbourne, inclusive) and its filters.
export type ArrivalsParams = {
  from: string;
  to: string;
  unassigned: boolean;
  unpaid: boolean;
  driverId: string;
};

export const PAGE_SIZE = 100;

export function arrivalsSearch(params: ArrivalsParams): URLSearchParams {
  const query = new URLSearchParams({ from: params.from, to: params.to });
  if (params.unassigned) query.set('unassigned', 'true');
  if (params.unpaid) query.set('unpaid', 'true');
  if (params.driverId) query.set('driverId', params.driverId);
  return query;
}

export function getArrivals(
  { params, page }: { params: ArrivalsParams; page: number },
  signal?: AbortSignal,
) {
  const query = arrivalsSearch(params);
  query.set('limit', String(PAGE_SIZE));
  query.set('page', String(page));
  return apiRequest<ArrivalsResponse>(`${api.adminArrivals}?${query}`, { signal });
}

export const arrivalsQueryOptions = (input: { params: ArrivalsParams; page: number }) =>
  queryOptions({
    queryKey: [...arrivalsKey, input],
    queryFn: ({ signal }) => getArrivals(input, signal),
    placeholderData: keepPreviousData,
    // Staff at the airport leave the board open: it catches up with other dispatchers' changes.
    refetchInterval: 60_000,
  });

// `enabled: false` while the days chosen are not a range the board answers.
export function useArrivals({
  enabled = true,
  ...input
}: {
  params: ArrivalsParams;
  page: number;
  enabled?: boolean;
}) {
  return useQuery({ ...arrivalsQueryOptions(input), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Driver } from '@landed/shared/schemas/drivers';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const driversKey = ['admin', 'drivers'] as const;

// Every driver (not removed), by name: a team of pickup drivers fits on one page of 100.
export function getDrivers(signal?: AbortSignal) {
  return apiRequest<{ drivers: Driver[]; total: number }>(`${api.adminDrivers}?limit=100`, {
    signal,
  });
}

export const driversQueryOptions = () =>
  queryOptions({ queryKey: driversKey, queryFn: ({ signal }) => getDrivers(signal) });

export function useDrivers() {
  return useQuery(driversQueryOptions());
}

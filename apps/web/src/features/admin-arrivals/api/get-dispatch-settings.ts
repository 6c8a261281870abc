import { queryOptions, useQuery } from '@tanstack/react-query';

import type { DispatchSettings } from '@landed/shared/schemas/arrivals';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const dispatchSettingsKey = ['admin', 'arrivals', 'settings'] as const;

export function getDispatchSettings(signal?: AbortSignal) {
  return apiRequest<{ settings: DispatchSettings }>(api.adminDispatchSettings, { signal });
}

export const dispatchSettingsQueryOptions = () =>
  queryOptions({
    queryKey: dispatchSettingsKey,
    queryFn: ({ signal }) => getDispatchSettings(signal),
  });

export function useDispatchSettings() {
  return useQuery(dispatchSettingsQueryOptions());
}

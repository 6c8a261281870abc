import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CustomOptionsResponse, CustomService } from '@landed/shared/schemas/custom-option';

import { api } from '#web/config/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function getCustomOptions(signal?: AbortSignal): Promise<CustomService[]> {
  const data = await apiRequest<CustomOptionsResponse>(api.publicCustomOptions, {
    signal,
    anonymous: true,
  });
  return data.services;
}

export const customOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'custom-options'],
    queryFn: ({ signal }) => getCustomOptions(signal),
  });

export function useCustomOptions(enabled = true) {
  return useQuery({ ...customOptionsQueryOptions(), enabled });
}

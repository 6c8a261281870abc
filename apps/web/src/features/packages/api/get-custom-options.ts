import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CustomOptionsResponse, CustomService } from '@landed/shared/schemas/custom-option';

import { inLocale } from '@landed/shared/api-paths';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { activeLocale } from '#web/lib/i18n.tsx';

export async function getCustomOptions(signal?: AbortSignal): Promise<CustomService[]> {
  const data = await apiRequest<CustomOptionsResponse>(
    inLocale(api.publicCustomOptions, activeLocale()),
    {
      signal,
      anonymous: true,
    },
  );
  return data.services;
}

export const customOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'custom-options', { locale: activeLocale() }],
    queryFn: ({ signal }) => getCustomOptions(signal),
  });

export function useCustomOptions(enabled = true) {
  return useQuery({ ...customOptionsQueryOptions(), enabled });
}

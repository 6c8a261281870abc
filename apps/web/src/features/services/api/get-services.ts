import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Service } from '@landed/shared/schemas/service';

import { apiPaths, inLocale } from '@landed/shared/api-paths';

import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { activeLocale } from '#web/lib/i18n.tsx';

// Public §8: the services error reads 'Request failed with status: {status}' for non-OK answers.
export async function getServices(signal?: AbortSignal): Promise<Service[]> {
  try {
    const data = await apiRequest<{ services: Service[] }>(
      inLocale(apiPaths.publicServices, activeLocale()),
      {
        signal,
        anonymous: true,
      },
    );
    return data.services;
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      throw new ApiError({
        status: error.status,
        message: `Request failed with status: ${error.status}`,
        code: error.code,
      });
    }
    throw error;
  }
}

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'services', { locale: activeLocale() }],
    queryFn: ({ signal }) => getServices(signal),
  });

export function useServices() {
  return useQuery(servicesQueryOptions());
}

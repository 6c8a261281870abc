import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PublicPackage, PublicPackagesResponse } from '@landed/shared/schemas/package';

import { apiPaths, inLocale } from '@landed/shared/api-paths';

import { apiRequest } from '#web/lib/api-client.ts';
import { activeLocale } from '#web/lib/i18n.tsx';

export async function getPackages(signal?: AbortSignal): Promise<PublicPackage[]> {
  const data = await apiRequest<PublicPackagesResponse>(
    inLocale(apiPaths.publicPackages, activeLocale()),
    {
      signal,
      anonymous: true,
    },
  );
  return data.packages;
}

export const packagesQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'packages', { locale: activeLocale() }],
    queryFn: ({ signal }) => getPackages(signal),
  });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}

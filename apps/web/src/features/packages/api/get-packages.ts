import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PublicPackage, PublicPackagesResponse } from '@landed/shared/schemas/package';

import { api } from '#web/config/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function getPackages(signal?: AbortSignal): Promise<PublicPackage[]> {
  const data = await apiRequest<PublicPackagesResponse>(api.publicPackages, {
    signal,
    anonymous: true,
  });
  return data.packages;
}

export const packagesQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'packages'], queryFn: ({ signal }) => getPackages(signal) });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}

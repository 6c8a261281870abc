import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PublicPackagesResponse } from '@landed/shared/schemas/package';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// The fixed packages a partner can pick for a student (the server still checks its terms).
export function getBookablePackages(signal?: AbortSignal) {
  return apiRequest<PublicPackagesResponse>(api.publicPackages, { signal, anonymous: true });
}

export const bookablePackagesQueryOptions = () =>
  queryOptions({
    queryKey: ['partner', 'packages'],
    queryFn: ({ signal }) => getBookablePackages(signal),
    select: (data) => data.packages.filter((p) => p.type === 'Standard'),
  });

export function useBookablePackages() {
  return useQuery(bookablePackagesQueryOptions());
}

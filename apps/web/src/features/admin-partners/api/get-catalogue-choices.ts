import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CustomOptionsResponse } from '@landed/shared/schemas/custom-option';
import type { PublicPackagesResponse } from '@landed/shared/schemas/package';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// What a partner may be allowed to book: the packages and the custom services on sale.
export async function getCatalogueChoices(signal?: AbortSignal) {
  const [packages, custom] = await Promise.all([
    apiRequest<PublicPackagesResponse>(api.publicPackages, { signal }),
    apiRequest<CustomOptionsResponse>(api.publicCustomOptions, { signal }),
  ]);
  return {
    packages: packages.packages.map((p) => ({ id: p._id, label: p.title })),
    services: custom.services.map((s) => ({ id: s.key, label: s.name })),
  };
}

export function useCatalogueChoices() {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'partners', 'catalogue-choices'],
      queryFn: ({ signal }) => getCatalogueChoices(signal),
      staleTime: 5 * 60_000,
    }),
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Service } from '@landed/shared/schemas/service';

import { apiPaths, inLocale } from '@landed/shared/api-paths';

import { apiRequest } from '#web/lib/api-client.ts';
import { activeLocale } from '#web/lib/i18n.tsx';

export async function getService(slug: string, signal?: AbortSignal): Promise<Service> {
  const data = await apiRequest<{ service: Service }>(
    inLocale(apiPaths.publicService(slug), activeLocale()),
    {
      signal,
      anonymous: true,
    },
  );
  return data.service;
}

export const serviceQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['public', 'services', slug, { locale: activeLocale() }],
    // A page that does not exist shows so at once, also when rendered on the server and taken
    // over in the browser (docs/decisions/068), rather than asking again on every mount.
    retryOnMount: false,
    queryFn: ({ signal }) => getService(slug, signal),
  });

export function useService(slug: string) {
  return useQuery(serviceQueryOptions(slug));
}

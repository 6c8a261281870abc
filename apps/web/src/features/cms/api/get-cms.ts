import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PublicCms, PublicCmsResponse } from '@landed/shared/schemas/cms';

import { apiPaths, inLocale } from '@landed/shared/api-paths';

import { apiRequest } from '#web/lib/api-client.ts';
import { activeLocale } from '#web/lib/i18n.tsx';

export async function getCms(signal?: AbortSignal): Promise<PublicCms> {
  const data = await apiRequest<PublicCmsResponse>(inLocale(apiPaths.publicCms, activeLocale()), {
    signal,
    anonymous: true,
  });
  return data.cms;
}

// The footer asks for it on every page; the home page, /packages and /contact share the answer.
export const cmsQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'cms', { locale: activeLocale() }],
    queryFn: ({ signal }) => getCms(signal),
  });

export function useCms() {
  return useQuery(cmsQueryOptions());
}

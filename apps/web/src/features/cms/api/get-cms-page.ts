import { queryOptions, useQuery } from '@tanstack/react-query';

import type { CmsPageKey, CmsPageResponse } from '@landed/shared/schemas/cms';

import { apiPaths, inLocale } from '@landed/shared/api-paths';

import { apiRequest } from '#web/lib/api-client.ts';
import { activeLocale } from '#web/lib/i18n.tsx';

export async function getCmsPage(page: CmsPageKey, signal?: AbortSignal): Promise<string> {
  const data = await apiRequest<CmsPageResponse>(
    inLocale(apiPaths.publicCmsPage(page), activeLocale()),
    {
      signal,
      anonymous: true,
    },
  );
  return data.page.content;
}

export const cmsPageQueryOptions = (page: CmsPageKey) =>
  queryOptions({
    queryKey: ['public', 'cms', page, { locale: activeLocale() }],
    queryFn: ({ signal }) => getCmsPage(page, signal),
  });

export function useCmsPage(page: CmsPageKey) {
  return useQuery(cmsPageQueryOptions(page));
}

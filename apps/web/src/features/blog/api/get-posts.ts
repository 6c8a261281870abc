import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, inLocale } from '@landed/shared/api-paths';

import type { BlogListResponse } from '@landed/shared/schemas/blog';

import { apiRequest } from '#web/lib/api-client.ts';
import { activeLocale } from '#web/lib/i18n.tsx';

// The newest 100 published posts, in the page's language where translated (issue 18); /blog
// searches and filters them in the browser.
export async function getPosts(signal?: AbortSignal): Promise<BlogListResponse> {
  return apiRequest<BlogListResponse>(inLocale(apiPaths.publicBlogList, activeLocale()), {
    signal,
    anonymous: true,
  });
}

export const postsQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'blog', { locale: activeLocale() }],
    queryFn: ({ signal }) => getPosts(signal),
  });

export function usePosts() {
  return useQuery(postsQueryOptions());
}

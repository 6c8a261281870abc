import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, inLocale } from '@landed/shared/api-paths';

import type { BlogPostResponse } from '@landed/shared/schemas/blog';

import { apiRequest } from '#web/lib/api-client.ts';
import { activeLocale } from '#web/lib/i18n.tsx';

// In the page's language (issue 18): a post's translation where it has one.
export async function getPost(slug: string, signal?: AbortSignal): Promise<BlogPostResponse> {
  return apiRequest<BlogPostResponse>(inLocale(apiPaths.publicBlogPost(slug), activeLocale()), {
    signal,
    anonymous: true,
  });
}

export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['public', 'blog', slug, { locale: activeLocale() }],
    // A page that does not exist shows so at once, also when rendered on the server and taken
    // over in the browser (docs/decisions/068), rather than asking again on every mount.
    retryOnMount: false,
    queryFn: ({ signal }) => getPost(slug, signal),
  });

export function usePost(slug: string) {
  return useQuery(postQueryOptions(slug));
}

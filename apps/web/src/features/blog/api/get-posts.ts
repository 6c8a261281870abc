import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths } from '@landed/shared/api-paths';

import type { BlogListResponse } from '@landed/shared/schemas/blog';

import { apiRequest } from '#web/lib/api-client.ts';

// The newest 100 published posts; /blog searches and filters them in the browser.
export async function getPosts(signal?: AbortSignal): Promise<BlogListResponse> {
  return apiRequest<BlogListResponse>(apiPaths.publicBlogList, { signal, anonymous: true });
}

export const postsQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'blog'], queryFn: ({ signal }) => getPosts(signal) });

export function usePosts() {
  return useQuery(postsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { AdminBlogPost } from '@landed/shared/schemas/admin-content';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const blogPostsKey = ['admin', 'blog'] as const;

export function getBlogPosts(signal?: AbortSignal) {
  return apiRequest<{ posts: AdminBlogPost[]; total: number }>(api.adminBlog, { signal });
}

export const blogPostsQueryOptions = () =>
  queryOptions({ queryKey: blogPostsKey, queryFn: ({ signal }) => getBlogPosts(signal) });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminBlogPost, BlogPostBody } from '@landed/shared/schemas/admin-content';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { blogPostsKey } from './get-blog-posts.ts';

export function createBlogPost(body: BlogPostBody) {
  return apiRequest<{ post: AdminBlogPost }>(api.adminBlog, { method: 'POST', body });
}

export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminBlogPost, BlogPostBody } from '@landed/shared/schemas/admin-content';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { blogPostsKey } from './get-blog-posts.ts';

export function updateBlogPost({ id, body }: { id: string; body: BlogPostBody }) {
  return apiRequest<{ post: AdminBlogPost }>(api.adminBlogPost(id), { method: 'PUT', body });
}

export function useUpdateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { blogPostsKey } from './get-blog-posts.ts';

export function deleteBlogPost(id: string) {
  return apiRequest(api.adminBlogPost(id), { method: 'DELETE' });
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogPostsKey }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  AdminBlogPost,
  AdminCms,
  BankSettings,
  BlogPostBody,
  UpdateCmsBody,
} from '@landed/shared/schemas/admin-content';

import { api } from '#web/config/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const cmsKey = ['admin', 'cms'] as const;
const blogKey = ['admin', 'blog'] as const;

export function useAdminCms() {
  return useQuery({
    queryKey: cmsKey,
    queryFn: ({ signal }) =>
      apiRequest<{ cms: AdminCms; bank: BankSettings | null }>(api.adminCms, { signal }),
  });
}

export function useUpdateCms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCmsBody }) =>
      apiRequest<{ cms: AdminCms; bank: BankSettings | null }>(api.adminCmsUpdate(id), {
        method: 'PUT',
        body,
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(cmsKey, data);
      // The public site's texts change with it.
      void queryClient.invalidateQueries({ queryKey: ['public'] });
    },
  });
}

export function useAdminBlog() {
  return useQuery({
    queryKey: blogKey,
    queryFn: ({ signal }) =>
      apiRequest<{ posts: AdminBlogPost[]; total: number }>(api.adminBlog, { signal }),
  });
}

export function useBlogMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: blogKey });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: BlogPostBody }) =>
        id
          ? apiRequest<{ post: AdminBlogPost }>(api.adminBlogPost(id), { method: 'PUT', body })
          : apiRequest<{ post: AdminBlogPost }>(api.adminBlog, { method: 'POST', body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest(api.adminBlogPost(id), { method: 'DELETE' }),
      onSuccess,
    }),
  };
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { InquiryStatus } from '@landed/shared/constants';
import type { Inquiry } from '@landed/shared/schemas/inquiry';

import { api } from '#web/config/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function useInquiries(params: { status: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'inquiries', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(params.page), limit: '25' });
      if (params.status) query.set('status', params.status);
      return apiRequest<{ inquiries: Inquiry[]; total: number; unread: number }>(
        `${api.adminInquiries}?${query}`,
        { signal },
      );
    },
    placeholderData: keepPreviousData,
  });
}

export function useAssignees() {
  return useQuery({
    queryKey: ['admin', 'inquiries', 'assignees'],
    queryFn: ({ signal }) =>
      apiRequest<{ assignees: Array<{ _id: string; name: string; email: string }> }>(
        api.adminInquiryAssignees,
        { signal },
      ).then((d) => d.assignees),
  });
}

export function useUpdateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: string;
      status?: InquiryStatus;
      assigned?: string | null;
      note?: string;
    }) => apiRequest<{ inquiry: Inquiry }>(api.adminInquiry(id), { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

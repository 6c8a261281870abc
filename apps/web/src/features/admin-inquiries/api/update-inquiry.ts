import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { InquiryStatus } from '@landed/shared/constants';
import type { Inquiry } from '@landed/shared/schemas/inquiry';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function updateInquiry({
  id,
  ...body
}: {
  id: string;
  status?: InquiryStatus;
  assigned?: string | null;
  note?: string;
}) {
  return apiRequest<{ inquiry: Inquiry }>(api.adminInquiry(id), { method: 'PATCH', body });
}

export function useUpdateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInquiry,
    // Every admin answer, not only this list: the Overview counts the unread inquiries.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Inquiry, InquiryReplyBody } from '@landed/shared/schemas/inquiry';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// POST /api/admin/inquiries/{id}/replies: e-mails the reply and answers the inquiry with its
// thread (docs/decisions/063).
export function replyToInquiry({ id, ...body }: InquiryReplyBody & { id: string }) {
  return apiRequest<{ inquiry: Inquiry }>(api.adminInquiryReplies(id), { method: 'POST', body });
}

export function useReplyToInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToInquiry,
    // The inquiry becomes Replied: the Overview's unread count may change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

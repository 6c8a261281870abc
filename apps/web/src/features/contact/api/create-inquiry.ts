import { useMutation } from '@tanstack/react-query';

import type { InquiryBody } from '@landed/shared/schemas/inquiry';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function createInquiry(body: InquiryBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(api.inquiries, { method: 'POST', body, anonymous: true });
}

export function useCreateInquiry() {
  return useMutation({ mutationFn: createInquiry });
}

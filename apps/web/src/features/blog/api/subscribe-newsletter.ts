import { useMutation } from '@tanstack/react-query';

import type { NewsletterBody } from '@landed/shared/schemas/newsletter';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function subscribeNewsletter(body: NewsletterBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(api.newsletter, {
    method: 'POST',
    body,
    anonymous: true,
  });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}

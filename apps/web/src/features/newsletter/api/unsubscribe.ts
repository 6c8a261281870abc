import { useMutation } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function unsubscribe(input: { token: string }) {
  return apiRequest<{ message: string }>(api.newsletterUnsubscribe, {
    method: 'POST',
    body: input,
    anonymous: true,
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}

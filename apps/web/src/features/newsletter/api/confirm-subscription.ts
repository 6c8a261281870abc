import { useMutation } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function confirmSubscription(input: { token: string }) {
  return apiRequest<{ message: string }>(api.newsletterConfirm, {
    method: 'POST',
    body: input,
    anonymous: true,
  });
}

export function useConfirmSubscription() {
  return useMutation({ mutationFn: confirmSubscription });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { TestMailResult } from '@landed/shared/schemas/setup';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// A test mail to the signed-in administrator, sent at once (issue 33 item 4).
export function sendTestMail() {
  return apiRequest<TestMailResult>(api.adminSetupTestMail, { method: 'POST' });
}

export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMail,
    // The Mail outbox lists it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

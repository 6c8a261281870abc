import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { sessionsKey } from './get-sessions.ts';

// Ends another browser's session of this user: its next request is refused.
export function endSession(id: string) {
  return apiRequest<null>(api.session(id), { method: 'DELETE' });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

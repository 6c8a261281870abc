import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { EndedSessionsResponse } from '@landed/shared/schemas/auth';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { sessionsKey } from './get-sessions.ts';

// "Sign out everywhere else": every session of this user but this one ends.
export function endOtherSessions() {
  return apiRequest<EndedSessionsResponse>(api.logoutOthers, { method: 'POST' });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

import { useMutation } from '@tanstack/react-query';

import type { DriverAccessLink } from '@landed/shared/schemas/meeting';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// A driver's personal sign-in link (issue 35): mailed to them, and answered once to copy.
export function sendDriverAccessLink(id: string) {
  return apiRequest<DriverAccessLink>(api.adminDriverAccessLink(id), { method: 'POST' });
}

// Signs the driver out on every device at once (and voids links not yet opened).
export function endDriverSessions(id: string) {
  return apiRequest<{ ended: number }>(api.adminDriverSessions(id), { method: 'DELETE' });
}

export function useSendDriverAccessLink() {
  return useMutation({ mutationFn: sendDriverAccessLink });
}

export function useEndDriverSessions() {
  return useMutation({ mutationFn: endDriverSessions });
}

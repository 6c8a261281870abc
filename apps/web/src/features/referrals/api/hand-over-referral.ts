import { useMutation } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// The kept ticket, handed over by the signed-in student: their own bookings within 30 days of
// the visit are the partner's.
export function handOverReferral(ticket: string) {
  return apiRequest<{ attributed: boolean; partner: { name: string } | null }>(api.userReferral, {
    method: 'POST',
    body: { ticket },
  });
}

export function useHandOverReferral() {
  return useMutation({ mutationFn: handOverReferral });
}

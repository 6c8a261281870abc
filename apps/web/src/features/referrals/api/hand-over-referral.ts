import { useMutation } from '@tanstack/react-query';

import type { ReferralTicketResponse } from '@landed/shared/schemas/partners';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// The kept ticket, handed over by the signed-in student: their own bookings within 30 days of
// the visit are the partner's. `replace`: their answer when the account holds another
// partner's link (docs/decisions/106).
export function handOverReferral({ ticket, replace }: { ticket: string; replace?: boolean }) {
  return apiRequest<ReferralTicketResponse>(api.userReferral, {
    method: 'POST',
    body: replace === undefined ? { ticket } : { ticket, replace },
  });
}

export function useHandOverReferral() {
  return useMutation({ mutationFn: handOverReferral });
}

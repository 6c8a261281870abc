import { useMutation, useQueryClient } from '@tanstack/react-query';

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

// The account's answer (`/api/user/me`, the dashboard's key) names the partner the booking form
// tells the student about: asked again once the ticket is handed over, or a student who signs up
// from the link books without being told who sees the booking. An answer still on its way was
// asked before the hand-over: cancelled, or the new question would wait for it and keep it.
const ME = ['user', 'me'];
export function useHandOverReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverReferral,
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: ME });
      await queryClient.invalidateQueries({ queryKey: ME });
    },
  });
}

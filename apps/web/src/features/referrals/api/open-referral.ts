import { useMutation } from '@tanstack/react-query';

import type { ReferralResponse } from '@landed/shared/schemas/partners';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// A referral link's code, checked by the server: the partner's name and a ticket to keep.
export function openReferral(code: string) {
  return apiRequest<ReferralResponse>(api.publicReferrals, {
    method: 'POST',
    body: { code },
    anonymous: true,
  });
}

export function useOpenReferral() {
  return useMutation({ mutationFn: openReferral });
}

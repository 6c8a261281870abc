import { useMutation, useQueryClient } from '@tanstack/react-query';

import type {
  CreatePartnerBody,
  Partner,
  UpdatePartnerBody,
} from '@landed/shared/schemas/partners';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { partnersKey } from './get-partners.ts';

// A new partner (its referral code is drawn by the server), or the fields of one that changed.
export function savePartner(
  input: { id: null; body: CreatePartnerBody } | { id: string; body: UpdatePartnerBody },
) {
  return input.id === null
    ? apiRequest<{ partner: Partner }>(api.adminPartners, { method: 'POST', body: input.body })
    : apiRequest<{ partner: Partner }>(api.adminPartner(input.id), {
        method: 'PATCH',
        body: input.body,
      });
}

export function useSavePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnersKey }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PartnerDetail } from '@landed/shared/schemas/partners';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { partnersKey } from './get-partners.ts';

export const partnerKey = (id: string) => [...partnersKey, 'detail', id] as const;

// One partner, its users and its open invitations.
export function getPartner(id: string, signal?: AbortSignal) {
  return apiRequest<PartnerDetail>(api.adminPartner(id), { signal });
}

export function usePartner(id: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: partnerKey(id ?? ''),
      queryFn: ({ signal }) => getPartner(id!, signal),
    }),
    enabled: id !== null,
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Partner } from '@landed/shared/schemas/partners';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const partnersKey = ['admin', 'partners'] as const;

// Partners by name, searched by name, code, ABN or billing e-mail (docs/decisions/091).
export function getPartners({ search, signal }: { search: string; signal?: AbortSignal }) {
  const query = new URLSearchParams({ limit: '100' });
  if (search) query.set('search', search);
  return apiRequest<{ partners: Partner[]; total: number }>(`${api.adminPartners}?${query}`, {
    signal,
  });
}

export function usePartners(search: string) {
  return useQuery({
    ...queryOptions({
      queryKey: [...partnersKey, 'list', search],
      queryFn: ({ signal }) => getPartners({ search, signal }),
    }),
    placeholderData: keepPreviousData,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { SetupChecklist } from '@landed/shared/schemas/setup';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// The owner's set-up checklist (docs/decisions/079). Under ['admin']: a change anywhere in the
// back-office that refreshes the admin answers refreshes it too.
export const setupChecklistKey = ['admin', 'setup'] as const;

export function getSetupChecklist(signal?: AbortSignal) {
  return apiRequest<SetupChecklist>(api.adminSetup, { signal });
}

export const setupChecklistQueryOptions = () =>
  queryOptions({
    queryKey: setupChecklistKey,
    queryFn: ({ signal }) => getSetupChecklist(signal),
    // Fixed in another tab a moment ago: show it as fixed when the owner comes back.
    staleTime: 0,
  });

// Only the Super Admin may read it (`bank:manage`); no request for the other roles.
export function useSetupChecklist(enabled: boolean) {
  return useQuery({ ...setupChecklistQueryOptions(), enabled });
}

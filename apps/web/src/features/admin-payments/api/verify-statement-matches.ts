import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { VerifyExactResponse } from '@landed/shared/schemas/statements';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function verifyStatementMatches(importId: string) {
  return apiRequest<VerifyExactResponse>(api.adminStatementVerifyExact(importId), {
    method: 'POST',
  });
}

export function useVerifyStatementMatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyStatementMatches,
    // Every admin answer: bookings, payments and the Overview's revenue change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

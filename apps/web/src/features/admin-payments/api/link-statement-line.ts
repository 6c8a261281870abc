import { useMutation, useQueryClient } from '@tanstack/react-query';

import type {
  LinkStatementLineBody,
  StatementLineResponse,
} from '@landed/shared/schemas/statements';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function linkStatementLine({ id, ...body }: LinkStatementLineBody & { id: string }) {
  return apiRequest<StatementLineResponse>(api.adminStatementLineLink(id), {
    method: 'POST',
    body,
  });
}

export function useLinkStatementLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkStatementLine,
    // The payment is verified: bookings, payments and the Overview's revenue change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

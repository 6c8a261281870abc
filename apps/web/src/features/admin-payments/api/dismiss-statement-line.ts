import { useMutation, useQueryClient } from '@tanstack/react-query';

import type {
  DismissStatementLineBody,
  StatementLineResponse,
} from '@landed/shared/schemas/statements';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { statementsKey } from '#web/features/admin-payments/api/get-statement-imports.ts';

export function dismissStatementLine({ id, ...body }: DismissStatementLineBody & { id: string }) {
  return apiRequest<StatementLineResponse>(api.adminStatementLineDismiss(id), {
    method: 'POST',
    body,
  });
}

export function useDismissStatementLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissStatementLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementsKey }),
  });
}

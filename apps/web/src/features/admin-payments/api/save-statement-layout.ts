import { useMutation } from '@tanstack/react-query';

import type { StatementMapping } from '@landed/shared/schemas/statements';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function saveStatementLayout(body: { headerKey: string; mapping: StatementMapping }) {
  return apiRequest<null>(api.adminStatementLayouts, { method: 'PUT', body });
}

export function useSaveStatementLayout() {
  return useMutation({ mutationFn: saveStatementLayout });
}

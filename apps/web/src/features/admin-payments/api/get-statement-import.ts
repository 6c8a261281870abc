import { queryOptions, useQuery } from '@tanstack/react-query';

import type { StatementImportResponse } from '@landed/shared/schemas/statements';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { statementsKey } from '#web/features/admin-payments/api/get-statement-imports.ts';

export function getStatementImport(id: string, signal?: AbortSignal) {
  return apiRequest<StatementImportResponse>(api.adminStatement(id), { signal });
}

export const statementImportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...statementsKey, 'import', id],
    queryFn: ({ signal }) => getStatementImport(id, signal),
  });

export function useStatementImport(id: string | null) {
  return useQuery({ ...statementImportQueryOptions(id ?? ''), enabled: id !== null });
}

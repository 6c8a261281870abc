import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { StatementImportsResponse } from '@landed/shared/schemas/statements';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const statementsKey = ['admin', 'statements'] as const;

export function getStatementImports(page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: '10' });
  return apiRequest<StatementImportsResponse>(`${api.adminStatements}?${query}`, { signal });
}

export const statementImportsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...statementsKey, 'history', page],
    queryFn: ({ signal }) => getStatementImports(page, signal),
    placeholderData: keepPreviousData,
  });

export function useStatementImports(page: number) {
  return useQuery(statementImportsQueryOptions(page));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { StatementUploadResponse } from '@landed/shared/schemas/statements';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { statementsKey } from '#web/features/admin-payments/api/get-statement-imports.ts';

// POST /api/admin/statements (multipart, field "file") → the import's counts, or the columns
// to map when the CSV's layout is not recognised.
export function importStatement(file: File): Promise<StatementUploadResponse> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<StatementUploadResponse>(api.adminStatements, { method: 'POST', body: form });
}

export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStatement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementsKey }),
  });
}

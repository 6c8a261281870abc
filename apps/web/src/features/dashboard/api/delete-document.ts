import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { documentsKey } from './get-documents.ts';

export function deleteDocument(id: string) {
  return apiRequest<null>(api.document(id), { method: 'DELETE' });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}

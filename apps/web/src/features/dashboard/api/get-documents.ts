import { queryOptions, useQuery } from '@tanstack/react-query';

import type { UserDocument } from '@landed/shared/schemas/user-area';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const documentsKey = ['user', 'documents'] as const;

export function getDocuments(signal?: AbortSignal) {
  return apiRequest<{ documents: UserDocument[]; total: number }>(`${api.documents}?limit=100`, {
    signal,
  });
}

export const documentsQueryOptions = () =>
  queryOptions({ queryKey: documentsKey, queryFn: ({ signal }) => getDocuments(signal) });

export function useDocuments(enabled = true) {
  return useQuery({ ...documentsQueryOptions(), enabled });
}

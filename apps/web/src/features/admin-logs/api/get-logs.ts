import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { LogEntry } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const logsKey = ['admin', 'logs'] as const;

export type LogFilters = { action: string; actor: string; from: string; to: string };
export type LogsParams = { filters: LogFilters; page: number };

export function getLogs({ filters, page }: LogsParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: '50' });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return apiRequest<{ logs: LogEntry[]; total: number }>(`${api.adminLogs}?${query}`, {
    signal,
  });
}

export const logsQueryOptions = ({ filters, page }: LogsParams) =>
  queryOptions({
    queryKey: [...logsKey, filters, page],
    queryFn: ({ signal }) => getLogs({ filters, page }, signal),
    placeholderData: keepPreviousData,
  });

export function useLogs(params: LogsParams) {
  return useQuery(logsQueryOptions(params));
}

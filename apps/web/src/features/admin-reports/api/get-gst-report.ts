import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { GstReport } from '@landed/shared/schemas/reports';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const gstReportKey = ['admin', 'reports', 'gst'] as const;

export function getGstReport(quarter: string, signal?: AbortSignal) {
  return apiRequest<GstReport>(`${api.adminGstReport}?quarter=${encodeURIComponent(quarter)}`, {
    signal,
  });
}

export const gstReportQueryOptions = (quarter: string) =>
  queryOptions({
    queryKey: [...gstReportKey, quarter],
    queryFn: ({ signal }) => getGstReport(quarter, signal),
    placeholderData: keepPreviousData,
  });

export function useGstReport(quarter: string) {
  return useQuery(gstReportQueryOptions(quarter));
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { inquiriesKey } from './get-inquiries.ts';

export function getInquiryAssignees(signal?: AbortSignal) {
  return apiRequest<{ assignees: Array<{ _id: string; name: string; email: string }> }>(
    api.adminInquiryAssignees,
    { signal },
  ).then((d) => d.assignees);
}

export const inquiryAssigneesQueryOptions = () =>
  queryOptions({
    queryKey: [...inquiriesKey, 'assignees'],
    queryFn: ({ signal }) => getInquiryAssignees(signal),
  });

export function useInquiryAssignees() {
  return useQuery(inquiryAssigneesQueryOptions());
}

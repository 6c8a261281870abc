import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type SupportContacts = { contactEmail: string; chatUrl: string; contactPhone: string };

// The Contact Support modal's chat link and support address come from the CMS.
export function getSupportContacts(signal?: AbortSignal): Promise<SupportContacts> {
  return apiRequest<{ cms: SupportContacts }>(api.publicCms, { signal, anonymous: true }).then(
    ({ cms }) => ({
      contactEmail: cms.contactEmail,
      chatUrl: cms.chatUrl,
      contactPhone: cms.contactPhone,
    }),
  );
}

export const supportContactsQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'cms', 'support'],
    queryFn: ({ signal }) => getSupportContacts(signal),
  });

export function useSupportContacts(enabled: boolean) {
  return useQuery({ ...supportContactsQueryOptions(), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PublicCms, PublicCmsResponse } from '@landed/shared/schemas/cms';

import { api } from '#web/config/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function getCms(signal?: AbortSignal): Promise<PublicCms> {
  const data = await apiRequest<PublicCmsResponse>(api.publicCms, { signal, anonymous: true });
  return data.cms;
}

// The footer asks for it on every page; the home page, /packages and /contact share the answer.
export const cmsQueryOptions = () =>
  queryOptions({ queryKey: ['public', 'cms'], queryFn: ({ signal }) => getCms(signal) });

export function useCms() {
  return useQuery(cmsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { AdminCms, BusinessDetails } from '@landed/shared/schemas/admin-content';
import type { BankDetails } from '@landed/shared/schemas/booking';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const adminCmsKey = ['admin', 'cms'] as const;

// The site texts, and the bank details and the business on invoices for those who may manage
// them (null for the others).
export type AdminCmsResponse = {
  cms: AdminCms;
  bank: BankDetails | null;
  business: BusinessDetails | null;
};

export function getAdminCms(signal?: AbortSignal) {
  return apiRequest<AdminCmsResponse>(api.adminCms, { signal });
}

export const adminCmsQueryOptions = () =>
  queryOptions({ queryKey: adminCmsKey, queryFn: ({ signal }) => getAdminCms(signal) });

export function useAdminCms() {
  return useQuery(adminCmsQueryOptions());
}

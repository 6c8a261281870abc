import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  CommissionsResponse,
  PartnerInvoicesResponse,
} from '@landed/shared/schemas/partner-billing';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// A partner's invoices and commissions, as staff read and act on them (docs/decisions/096,
// 097): one file, since its reads and the four actions share their key.
export const adminPartnerBillingKey = (partnerId: string) =>
  ['admin', 'partners', partnerId, 'billing'] as const;

export function usePartnerInvoicesForStaff(partnerId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...adminPartnerBillingKey(partnerId), 'invoices'],
      queryFn: ({ signal }) =>
        apiRequest<PartnerInvoicesResponse>(api.adminPartnerInvoices(partnerId), { signal }),
    }),
  );
}

export function usePartnerCommissionsForStaff(partnerId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...adminPartnerBillingKey(partnerId), 'commissions'],
      queryFn: ({ signal }) =>
        apiRequest<CommissionsResponse>(api.adminPartnerCommissions(partnerId), { signal }),
    }),
  );
}

// Invoice now, mark an invoice paid, issue a month's statement, mark a statement paid.
export function usePartnerBillingAction(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ url, body }: { url: string; body?: object }) =>
      apiRequest<unknown>(url, { method: 'POST', body: body ?? {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPartnerBillingKey(partnerId) }),
  });
}

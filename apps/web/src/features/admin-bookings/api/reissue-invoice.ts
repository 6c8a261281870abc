import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ReissuedInvoice } from '@landed/shared/schemas/invoice';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingsKey } from './get-bookings.ts';

// A plain invoice, issued while no ABN was on record, re-issued as a tax invoice
// (docs/decisions/079).
export function reissueInvoice({ id }: { id: string }) {
  return apiRequest<ReissuedInvoice>(api.adminBookingInvoiceReissue(id), { method: 'POST' });
}

export function useReissueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reissueInvoice,
    onSuccess: () => {
      // The drawer (under the list's key) and the set-up checklist's list of such invoices.
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'setup'] });
    },
  });
}

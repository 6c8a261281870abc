import { useMutation } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { downloadFile } from '#web/lib/download-file.ts';

// GET /api/booking/{id}/invoice: the booking's invoice as a PDF download (docs/decisions/061).
export function downloadInvoice({ id, bookingRef }: { id: string; bookingRef: string }) {
  return downloadFile(api.bookingInvoice(id), `Landed-invoice-${bookingRef}.pdf`);
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}

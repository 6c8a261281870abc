import { useMutation } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { downloadFile } from '#web/lib/download-file.ts';

// GET /api/admin/bookings/{id}/adjustment-notes/{number}: a booking's adjustment note as a PDF
// (docs/decisions/087).
export function downloadAdjustmentNote({ id, number }: { id: string; number: string }) {
  return downloadFile(api.adminBookingAdjustmentNote(id, number), `Landed-${number}.pdf`);
}

export function useDownloadAdjustmentNote() {
  return useMutation({ mutationFn: downloadAdjustmentNote });
}

import { useMutation } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { downloadFile } from '#web/lib/download-file.ts';

// GET /api/booking/{id}/adjustment-notes/{number}: an adjustment note as a PDF download
// (docs/decisions/087).
export function downloadAdjustmentNote({ id, number }: { id: string; number: string }) {
  return downloadFile(api.bookingAdjustmentNote(id, number), `Landed-${number}.pdf`);
}

export function useDownloadAdjustmentNote() {
  return useMutation({ mutationFn: downloadAdjustmentNote });
}

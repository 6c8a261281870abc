import { api } from '#web/config/api-endpoints.ts';
import { downloadFile } from '#web/lib/download-file.ts';

// The quarter's GST report as CSV, for the accountant.
export function exportGstReport({ quarter }: { quarter: string }): Promise<void> {
  return downloadFile(
    `${api.adminGstReport}?quarter=${encodeURIComponent(quarter)}&format=csv`,
    `landed-gst-${quarter}.csv`,
  );
}

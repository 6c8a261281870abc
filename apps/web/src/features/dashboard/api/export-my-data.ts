import { api } from '#web/config/api-endpoints.ts';
import { downloadFile } from '#web/lib/download-file.ts';

// "Download my data": a ZIP with data.json and the uploaded files (docs/decisions/065).
export function exportMyData(): Promise<void> {
  return downloadFile(api.meExport, 'landed-my-data.zip');
}

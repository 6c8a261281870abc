import { api } from '#web/config/api-endpoints.ts';
import { downloadFile } from '#web/lib/download-file.ts';

// GET /api/partner/imports/template: the CSV to fill in.
export function downloadStudentsTemplate() {
  return downloadFile(api.partnerImportTemplate, 'landed-students-template.csv');
}

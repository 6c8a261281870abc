import { api } from '#web/config/api-endpoints.ts';
import { downloadFile } from '#web/lib/download-file.ts';

export function downloadUserDocument({
  userId,
  documentId,
  fileName,
}: {
  userId: string;
  documentId: string;
  fileName: string;
}): Promise<void> {
  return downloadFile(api.adminUserDocument(userId, documentId), fileName);
}

import { useMutation } from '@tanstack/react-query';

import { downloadFile } from '#web/lib/download-file.ts';

// One of the partner's documents (an invoice's PDF, a statement's PDF or CSV), with the session.
export function useDownloadPartnerDocument() {
  return useMutation({
    mutationFn: ({ url, fileName }: { url: string; fileName: string }) =>
      downloadFile(url, fileName),
  });
}

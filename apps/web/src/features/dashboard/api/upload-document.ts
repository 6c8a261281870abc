import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { UserDocument } from '@landed/shared/schemas/user-area';

import { api } from '#web/config/api-endpoints.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { readSession } from '#web/lib/storage.ts';
import { documentsKey } from './get-documents.ts';

// XMLHttpRequest rather than fetch: only it reports upload progress for the progress bar.
export function uploadDocument({
  file,
  onProgress,
}: {
  file: File;
  onProgress: (percent: number) => void;
}): Promise<UserDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', api.documents);
    const { token } = readSession();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      let body: { document?: UserDocument; message?: string; code?: string };
      try {
        body = JSON.parse(xhr.responseText || '{}');
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.document) resolve(body.document);
      else
        reject(
          new ApiError({
            status: xhr.status,
            message: body.message ?? `Request failed with status: ${xhr.status}`,
            code: body.code,
            fromServer: Boolean(body.message),
          }),
        );
    });
    xhr.addEventListener('error', () =>
      reject(
        new ApiError({
          status: 0,
          message: 'Network error. Check your connection and try again.',
          code: 'NETWORK',
        }),
      ),
    );
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}

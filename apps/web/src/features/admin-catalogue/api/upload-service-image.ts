import { useMutation } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// POST /api/admin/services/upload (multipart, field "image") → {url}.
export function uploadServiceImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('image', file);
  return apiRequest<{ url: string }>(api.adminServiceUpload, { method: 'POST', body: form });
}

export function useUploadServiceImage() {
  return useMutation({ mutationFn: uploadServiceImage });
}

import { useMutation } from '@tanstack/react-query';

import type { PartnerImportPreview } from '@landed/shared/schemas/partner-bookings';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// POST /api/partner/imports (multipart, field "file"): every row checked; nothing booked.
export function uploadStudents(file: File): Promise<PartnerImportPreview> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<PartnerImportPreview>(api.partnerImports, { method: 'POST', body: form });
}

export function useUploadStudents() {
  return useMutation({ mutationFn: uploadStudents });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { DispatchSettings, Terminal } from '@landed/shared/schemas/arrivals';
import type { Driver } from '@landed/shared/schemas/drivers';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const PHOTO_TEXTS = { none: 'No photo', remove: 'Remove photo' };

// A photo sent as the image routes take it (multipart, field "image"), or removed (null).
function photoRequest<T>(url: string, file: File | null): Promise<T> {
  if (!file) return apiRequest<T>(url, { method: 'DELETE' });
  const form = new FormData();
  form.append('image', file);
  return apiRequest<T>(url, { method: 'PUT', body: form });
}

// PUT/DELETE /api/admin/drivers/{id}/photo (issue 35): the photo their students see.
export function useDriverPhoto(driverId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) =>
      photoRequest<{ driver: Driver }>(api.adminDriverPhoto(driverId), file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

// PUT/DELETE /api/admin/arrivals/settings/meeting-point-photos/{terminal}.
export function useMeetingPointPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ terminal, file }: { terminal: Terminal; file: File | null }) =>
      photoRequest<{ settings: DispatchSettings }>(api.adminMeetingPointPhoto(terminal), file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'arrivals'] }),
  });
}

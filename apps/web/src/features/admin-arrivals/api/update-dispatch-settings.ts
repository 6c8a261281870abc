import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { DispatchSettings, DispatchSettingsBody } from '@landed/shared/schemas/arrivals';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { arrivalsKey } from './get-arrivals.ts';

export function updateDispatchSettings(body: DispatchSettingsBody) {
  return apiRequest<{ settings: DispatchSettings }>(api.adminDispatchSettings, {
    method: 'PUT',
    body,
  });
}

export function useUpdateDispatchSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDispatchSettings,
    // The board shows the default meeting point on rows without their own (and the settings
    // live under the board's key).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arrivalsKey }),
  });
}

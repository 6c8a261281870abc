import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { driversKey } from './get-drivers.ts';

// A soft delete; refused (409) while the driver has pickups to come.
export function removeDriver(id: string) {
  return apiRequest<{ deleted: true }>(api.adminDriver(id), { method: 'DELETE' });
}

export function useRemoveDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversKey }),
  });
}

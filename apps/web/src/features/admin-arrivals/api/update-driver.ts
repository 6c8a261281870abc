import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Driver, UpdateDriverBody } from '@landed/shared/schemas/drivers';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function updateDriver({ id, body }: { id: string; body: UpdateDriverBody }) {
  return apiRequest<{ driver: Driver }>(api.adminDriver(id), { method: 'PATCH', body });
}

export function useUpdateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDriver,
    // The drivers list, and the board's rows that show the driver's name and phone.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Driver, DriverBody } from '@landed/shared/schemas/drivers';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { driversKey } from './get-drivers.ts';

export function createDriver(body: DriverBody) {
  return apiRequest<{ driver: Driver }>(api.adminDrivers, { method: 'POST', body });
}

export function useCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Me } from '@landed/shared/schemas/user';
import type { ArrivalBody } from '@landed/shared/schemas/user-area';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { meKey } from './get-me.ts';

export function updateArrival(body: ArrivalBody) {
  return apiRequest<{ user: Me }>(api.meArrival, { method: 'PUT', body });
}

export function useUpdateArrival() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArrival,
    onSuccess: ({ user }) => queryClient.setQueryData(meKey, user),
  });
}

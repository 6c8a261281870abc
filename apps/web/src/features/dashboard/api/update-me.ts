import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { UpdateMeBody, UpdateMeResponse } from '@landed/shared/schemas/user';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { meKey } from './get-me.ts';

export function updateMe(body: UpdateMeBody) {
  return apiRequest<UpdateMeResponse>(api.me, { method: 'PATCH', body });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: ({ user }) => queryClient.setQueryData(meKey, user),
  });
}

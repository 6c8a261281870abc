import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { usersKey } from './get-users.ts';

// Erases a user's account as they could themselves (docs/decisions/065).
export function deleteUser(id: string) {
  return apiRequest<null>(api.adminUser(id), { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

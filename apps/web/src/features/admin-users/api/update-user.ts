import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminUserDetail } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { usersKey } from './get-users.ts';

export function updateUser({ id, ...body }: { id: string; suspended?: boolean; notes?: string }) {
  return apiRequest<{ user: AdminUserDetail }>(api.adminUser(id), { method: 'PATCH', body }).then(
    (d) => d.user,
  );
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

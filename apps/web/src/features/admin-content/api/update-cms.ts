import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { UpdateCmsBody } from '@landed/shared/schemas/admin-content';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { AdminCmsResponse } from './get-admin-cms.ts';
import { adminCmsKey } from './get-admin-cms.ts';

export function updateCms({ id, body }: { id: string; body: UpdateCmsBody }) {
  return apiRequest<AdminCmsResponse>(api.adminCmsUpdate(id), { method: 'PUT', body });
}

export function useUpdateCms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCms,
    onSuccess: (data) => {
      queryClient.setQueryData(adminCmsKey, data);
      // The public site's texts change with it, and the owner's set-up checklist (its key,
      // features/admin/api/get-setup-checklist.ts: features do not import each other).
      void queryClient.invalidateQueries({ queryKey: ['public'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'setup'] });
    },
  });
}

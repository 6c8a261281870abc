import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { OnboardingStatus } from '@landed/shared/constants';
import type { AdminUserDetail } from '@landed/shared/schemas/admin';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { usersKey } from './get-users.ts';

export function updateOnboardingStep({
  id,
  step,
  status,
}: {
  id: string;
  step: string;
  status: OnboardingStatus;
}) {
  return apiRequest<{ user: AdminUserDetail }>(api.adminUserOnboarding(id, step), {
    method: 'PATCH',
    body: { status },
  }).then((d) => d.user);
}

export function useUpdateOnboardingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOnboardingStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';

import type { OnboardingStep } from '@landed/shared/schemas/user-area';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getOnboarding(signal?: AbortSignal) {
  return apiRequest<{ steps: OnboardingStep[]; progress: number }>(api.onboarding, { signal });
}

export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'onboarding'],
    queryFn: ({ signal }) => getOnboarding(signal),
  });

export function useOnboarding() {
  return useQuery(onboardingQueryOptions());
}

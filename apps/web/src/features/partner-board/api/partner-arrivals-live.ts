import { useQueryClient } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { useLiveChanges } from '#web/lib/live-changes.ts';
import { partnerArrivalsKey } from './get-partner-arrivals.ts';

// The partner's board live (issue 35): its students' pickups as they happen.
export function usePartnerArrivalsLive() {
  const queryClient = useQueryClient();
  useLiveChanges(api.partnerArrivalsLive, () => {
    void queryClient.invalidateQueries({ queryKey: partnerArrivalsKey }, { cancelRefetch: false });
  });
}

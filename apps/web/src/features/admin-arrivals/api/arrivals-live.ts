import { useQueryClient } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { useLiveChanges } from '#web/lib/live-changes.ts';
import { arrivalsKey } from './get-arrivals.ts';

// The board live (issue 35): another dispatcher's assignment or a driver's status shows
// without a reload. A fetch already under way is reused, so a burst of changes is one refetch.
export function useArrivalsLive() {
  const queryClient = useQueryClient();
  useLiveChanges(api.adminArrivalsLive, () => {
    void queryClient.invalidateQueries({ queryKey: arrivalsKey }, { cancelRefetch: false });
  });
}

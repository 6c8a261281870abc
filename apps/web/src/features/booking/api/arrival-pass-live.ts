import { useQueryClient } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { useLiveChanges } from '#web/lib/live-changes.ts';
import { arrivalPassKey } from './get-arrival-pass.ts';

// The pass live (issue 35): the driver's status and who is coming, without a reload, while
// the device is online.
export function useArrivalPassLive(bookingRef: string, online: boolean) {
  const queryClient = useQueryClient();
  useLiveChanges(online && bookingRef ? api.bookingLive(bookingRef) : null, () => {
    void queryClient.invalidateQueries(
      { queryKey: [...arrivalPassKey, bookingRef] },
      { cancelRefetch: false },
    );
  });
}

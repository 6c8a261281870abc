import { useQueryClient } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { useLiveChanges } from '#web/lib/live-changes.ts';
import { arrivalPassKey } from './get-arrival-pass.ts';
import { bookingMessagesKey } from './get-booking-messages.ts';

// The pass live (issue 35): the driver's status, who is coming and the chat's new messages,
// without a reload, while the device is online.
export function useArrivalPassLive(bookingRef: string, online: boolean) {
  const queryClient = useQueryClient();
  useLiveChanges(online && bookingRef ? api.bookingLive(bookingRef) : null, () => {
    for (const key of [arrivalPassKey, bookingMessagesKey]) {
      void queryClient.invalidateQueries(
        { queryKey: [...key, bookingRef] },
        { cancelRefetch: false },
      );
    }
  });
}

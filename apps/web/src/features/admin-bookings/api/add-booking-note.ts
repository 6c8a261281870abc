import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { AdminBookingDetail, TimelineEntry } from '@landed/shared/schemas/booking-timeline';

import { api } from '#web/config/api-endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { bookingDetailKey } from './get-booking.ts';

export function addBookingNote({ id, note }: { id: string; note: string }) {
  return apiRequest<{ timeline: TimelineEntry[] }>(api.adminBookingNotes(id), {
    method: 'POST',
    body: { note },
  });
}

export function useAddBookingNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBookingNote,
    // The answer is the timeline with the note in it.
    onSuccess: ({ timeline }, { id }) =>
      queryClient.setQueryData<AdminBookingDetail>(bookingDetailKey(id), (detail) =>
        detail ? { ...detail, timeline } : detail,
      ),
  });
}

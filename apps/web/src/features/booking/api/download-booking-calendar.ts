import { useMutation } from '@tanstack/react-query';

import { api } from '#web/config/api-endpoints.ts';
import { downloadFile } from '#web/lib/download-file.ts';

// "Add to calendar": the arrival as an .ics file, which phones and computers open in their
// calendar (decision 062).
export function downloadBookingCalendar(bookingRef: string) {
  return downloadFile(api.bookingCalendar(bookingRef), `landed-${bookingRef}.ics`);
}

export function useDownloadBookingCalendar() {
  return useMutation({ mutationFn: downloadBookingCalendar });
}

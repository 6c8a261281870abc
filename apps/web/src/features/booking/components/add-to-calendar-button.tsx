import { CalendarPlus } from 'lucide-react';

import { buttonClass } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { toast } from '#web/lib/toast.ts';
import { useDownloadBookingCalendar } from '#web/features/booking/api/download-booking-calendar.ts';

// "Add to calendar" of the booking details and the arrival pass: downloads the booking's
// calendar file; a failure is a toast.
export function AddToCalendarButton({ bookingId }: { bookingId: string }) {
  const t = useT();
  const calendar = useDownloadBookingCalendar();
  return (
    <button
      type="button"
      className={buttonClass('secondary')}
      disabled={calendar.isPending}
      onClick={() =>
        calendar.mutate(bookingId, {
          onError: (error) =>
            toast.error(
              translateMessage(t, errorMessage(error, t('booking.calendarDownloadFailed'))),
            ),
        })
      }
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t('booking.addToCalendar')}
    </button>
  );
}

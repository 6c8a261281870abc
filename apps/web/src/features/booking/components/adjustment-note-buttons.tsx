import { FileDown } from 'lucide-react';

import type { Booking } from '@landed/shared/schemas/booking';

import { buttonClass } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { toast } from '#web/lib/toast.ts';
import { useDownloadAdjustmentNote } from '#web/features/booking/api/download-adjustment-note.ts';

// The adjustment notes a paid refund issued against the booking's invoice (docs/decisions/087),
// each a download beside the invoice.
export function AdjustmentNoteButtons({ booking }: { booking: Booking }) {
  const t = useT();
  const download = useDownloadAdjustmentNote();
  const notes = booking.adjustmentNotes ?? [];
  if (notes.length === 0) return null;
  return (
    <>
      {notes.map((note) => (
        <button
          key={note.number}
          type="button"
          className={buttonClass('secondary', 'px-2.5 py-1 whitespace-nowrap')}
          disabled={download.isPending}
          aria-label={t('booking.downloadAdjustmentNoteLabel', {
            number: note.number,
            reference: booking.bookingId,
          })}
          onClick={() =>
            download.mutate(
              { id: booking._id, number: note.number },
              {
                onError: (error) =>
                  toast.error(
                    translateMessage(
                      t,
                      errorMessage(error, t('booking.adjustmentNoteDownloadFailed')),
                    ),
                  ),
              },
            )
          }
        >
          <FileDown aria-hidden="true" className="size-4" />
          {t('booking.downloadAdjustmentNote', { number: note.number })}
        </button>
      ))}
    </>
  );
}

import { FileDown } from 'lucide-react';

import type { Booking } from '@landed/shared/schemas/booking';

import { buttonClass } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { toast } from '#web/lib/toast.ts';
import { useDownloadInvoice } from '#web/features/booking/api/download-invoice.ts';

// A paid booking's invoice: issued when the payment is verified (docs/decisions/061).
export const hasInvoice = (b: Booking) => b.invoice !== null || b.paymentStatus === 'Verified';

export function InvoiceButton({
  booking,
  className = '',
}: {
  booking: Booking;
  className?: string;
}) {
  const t = useT();
  const download = useDownloadInvoice();
  return (
    <button
      type="button"
      className={buttonClass('secondary', `px-2.5 py-1 whitespace-nowrap ${className}`)}
      disabled={download.isPending}
      aria-label={t('booking.downloadInvoiceLabel', { reference: booking.bookingId })}
      onClick={() =>
        download.mutate(
          { id: booking._id, bookingRef: booking.bookingId },
          {
            onError: (error) =>
              toast.error(
                translateMessage(t, errorMessage(error, t('booking.invoiceDownloadFailed'))),
              ),
          },
        )
      }
    >
      <FileDown aria-hidden="true" className="size-4" />
      {t('booking.downloadInvoice')}
    </button>
  );
}

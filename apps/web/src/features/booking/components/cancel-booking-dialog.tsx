import type { Booking } from '@landed/shared/schemas/booking';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { toast } from '#web/lib/toast.ts';
import { formatDollars } from '#web/lib/format.ts';
import { useCancelBooking } from '#web/features/booking/api/cancel-booking.ts';
import { useCancellation } from '#web/features/booking/api/get-cancellation.ts';
import { mark, packageNameOf, rich } from '#web/features/booking/lib/texts.tsx';

// What this cancellation gives back, from the server's own arithmetic (docs/decisions/085), so
// the student knows the amount before they confirm.
function RefundFigure({ quote }: { quote: ReturnType<typeof useCancellation> }) {
  const t = useT();
  if (quote.isPending)
    return <p className="mt-3 text-sm text-slate-600">{t('booking.refundChecking')}</p>;
  if (quote.isError)
    return <p className="mt-3 text-sm text-slate-600">{t('booking.refundUnknown')}</p>;
  const { refundAmount, paidAmount, percent } = quote.data;
  return (
    <p className="mt-3 font-medium text-slate-900" data-testid="refund-figure">
      {paidAmount === 0
        ? t('booking.refundNothingPaid')
        : refundAmount === 0
          ? t('booking.refundNone', { paid: formatDollars(paidAmount) })
          : t('booking.refundAmount', {
              amount: formatDollars(refundAmount),
              paid: formatDollars(paidAmount),
              percent,
            })}
    </p>
  );
}

export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: Booking | null;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const cancel = useCancelBooking();
  const quote = useCancellation(booking?._id ?? null);
  const close = () => {
    cancel.reset();
    onClose();
  };
  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      title={t('booking.cancelTitle')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
            {t('booking.keepBooking')}
          </Button>
          <Button
            variant="danger"
            disabled={cancel.isPending}
            onClick={() =>
              booking &&
              cancel.mutate(booking._id, {
                onSuccess: () => {
                  toast.success(t('booking.cancelled'));
                  close();
                },
                onError: () => toast.error(t('booking.cancelFailed')),
              })
            }
          >
            {cancel.isPending ? t('booking.cancelling') : t('booking.confirmCancel')}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">
        {rich(
          t('booking.cancelQuestion', {
            reference: mark(0),
            packageName: booking ? packageNameOf(booking, locale) : '',
          }),
          [<strong className="font-mono">{booking?.bookingId}</strong>],
        )}
      </p>
      <RefundFigure quote={quote} />
      {cancel.isError && (
        <div className="mt-3">
          <Alert>
            {translateMessage(t, errorMessage(cancel.error, t('booking.cancelFailed')))}
          </Alert>
        </div>
      )}
    </Dialog>
  );
}

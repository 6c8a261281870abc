import type { Booking } from '@landed/shared/schemas/booking';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { toast } from '#web/lib/toast.ts';
import { useCancelBooking } from '#web/features/booking/api/cancel-booking.ts';
import { mark, packageNameOf, rich } from '#web/features/booking/lib/texts.tsx';

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

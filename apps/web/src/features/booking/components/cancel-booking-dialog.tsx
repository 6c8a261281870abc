import type { Booking } from '@landed/shared/schemas/booking';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useCancelBooking } from '#web/features/booking/api/cancel-booking.ts';

export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: Booking | null;
  onClose: () => void;
}) {
  const cancel = useCancelBooking();
  const close = () => {
    cancel.reset();
    onClose();
  };
  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      title="Cancel Booking"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
            Keep Booking
          </Button>
          <Button
            variant="danger"
            disabled={cancel.isPending}
            onClick={() =>
              booking &&
              cancel.mutate(booking._id, {
                onSuccess: () => {
                  toast.success('Booking cancelled!');
                  close();
                },
                onError: () => toast.error('Failed to cancel booking.'),
              })
            }
          >
            {cancel.isPending ? 'Cancelling...' : 'Yes, Cancel Booking'}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">
        Are you sure you want to cancel booking{' '}
        <strong className="font-mono">{booking?.bookingId}</strong> ({booking?.packageName})?
      </p>
      {cancel.isError && (
        <div className="mt-3">
          <Alert>{errorMessage(cancel.error, 'Failed to cancel booking.')}</Alert>
        </div>
      )}
    </Dialog>
  );
}

import { useState } from 'react';

import type { AdminBooking } from '@landed/shared/schemas/admin';
import { adminUpdateBookingBodySchema } from '@landed/shared/schemas/admin';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextArea } from '#web/components/ui/textarea.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { formatDollars } from '#web/lib/format.ts';
import { useCancellationQuote } from '#web/features/admin-bookings/api/get-cancellation-quote.ts';
import { useUpdateBookingStatus } from '#web/features/admin-bookings/api/update-booking-status.ts';

// Staff cancel a booking whose payment was verified: they see the refund the policy gives now
// (issue 31), and may set another amount with a reason the log keeps (the airline cancelled,
// goodwill; decision 086).
export function CancelWithRefundDialog({
  booking,
  onClose,
}: {
  booking: AdminBooking | null;
  onClose: () => void;
}) {
  const update = useUpdateBookingStatus();
  const quote = useCancellationQuote(booking?._id ?? null);
  const [override, setOverride] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setOverride(false);
    setAmount('');
    setReason('');
    setProblem(null);
    update.reset();
    onClose();
  };
  const confirm = () => {
    if (!booking) return;
    let refund: { amount: number; reason: string } | undefined;
    if (override) {
      const parsed = adminUpdateBookingBodySchema.safeParse({
        status: 'Cancelled',
        refundAmount: amount.trim() === '' ? NaN : Number(amount),
        refundReason: reason,
      });
      if (!parsed.success) {
        setProblem(parsed.error.issues[0]!.message);
        return;
      }
      if (Number(amount) > booking.totalPrice) {
        setProblem('The refund cannot be more than was paid.');
        return;
      }
      refund = { amount: Number(amount), reason: reason.trim() };
    }
    setProblem(null);
    update.mutate(
      { id: booking._id, status: 'Cancelled', refund },
      {
        onSuccess: () => {
          toast.success(`Booking ${booking.bookingId} cancelled.`);
          close();
        },
      },
    );
  };
  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      title={`Cancel booking ${booking?.bookingId ?? ''}`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={update.isPending}>
            Keep booking
          </Button>
          <Button variant="danger" onClick={confirm} disabled={update.isPending}>
            {update.isPending ? 'Cancelling...' : 'Cancel booking'}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p className="text-slate-700" data-testid="policy-refund">
          {quote.data
            ? `The student paid ${formatDollars(quote.data.paidAmount)}. Cancelled now, the policy refunds ${formatDollars(quote.data.refundAmount)} (${quote.data.percent}%${quote.data.percent === 0 ? ', so no refund is created' : ''}).`
            : quote.isError
              ? `The student paid ${booking?.price ?? ''}. The policy’s refund could not be worked out; it is applied when you cancel.`
              : 'Working out the policy’s refund...'}
        </p>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300"
            checked={override}
            onChange={(e) => setOverride(e.target.checked)}
          />
          Set the refund myself (for example, the airline cancelled the flight)
        </label>
        {override && (
          <>
            <TextField
              label="Refund (AUD)"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
            <TextArea
              label="Reason (kept in the log)"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </>
        )}
        {(problem || update.isError) && (
          <Alert>{problem ?? errorMessage(update.error, 'Failed to cancel the booking.')}</Alert>
        )}
      </div>
    </Dialog>
  );
}

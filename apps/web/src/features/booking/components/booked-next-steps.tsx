import { CheckCircle2 } from 'lucide-react';

import type { Booking } from '@landed/shared/schemas/booking';

import { Button } from '#web/components/ui/button.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useBankDetails } from '#web/features/booking/api/get-bank-details.ts';
import {
  AmountAndReference,
  TransferDetails,
} from '#web/features/booking/components/pay-modal.tsx';

// Where a student lands after booking (issue 33 item 3, docs/decisions/117): what happens
// next, and how to pay with every value ready to copy; or, when the university pays or must
// approve the booking first, that instead.
export function BookedNextSteps({
  booking,
  onPay,
  onDismiss,
}: {
  booking: Booking;
  onPay: (booking: Booking) => void;
  onDismiss: () => void;
}) {
  const t = useT();
  const partnerName = booking.partner?.name ?? '';
  const awaiting = booking.partnerApproval === 'Awaiting';
  const partnerPays = Boolean(booking.billedToPartner);
  const toPay =
    !awaiting &&
    !partnerPays &&
    booking.status !== 'Cancelled' &&
    booking.paymentStatus === 'Not Paid';
  const bank = useBankDetails(toPay);
  return (
    <section
      aria-labelledby="booked-title"
      data-testid="booked-next-steps"
      className="space-y-4 rounded-xl border border-green-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-green-700" />
        {/* A long e-mail address breaks anywhere rather than widen a phone's page. */}
        <div className="min-w-0">
          <h2 id="booked-title" className="text-lg font-semibold text-slate-900">
            {t('booked.title')}{' '}
            <span className="font-mono whitespace-nowrap">{booking.bookingId}</span>
          </h2>
          <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
            {t('booked.emailSent', { email: booking.email })}
          </p>
        </div>
      </div>
      {awaiting ? (
        <p
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="booked-awaiting"
        >
          {t('booked.awaitingApproval', { partnerName })}
        </p>
      ) : partnerPays ? (
        <p
          className="rounded-lg bg-blue-50 p-3 text-sm text-slate-800"
          data-testid="booked-partner-pays"
        >
          {t('booked.partnerPays', { partnerName })}
        </p>
      ) : (
        toPay && (
          <div className="space-y-3">
            <h3 className="font-semibold text-slate-900">{t('booked.howToPay')}</h3>
            <AmountAndReference booking={booking} />
            <TransferDetails bookingId={booking._id} bank={bank} />
            <Button onClick={() => onPay(booking)}>{t('booking.iHavePaid')}</Button>
          </div>
        )
      )}
      <div>
        <h3 className="font-semibold text-slate-900">{t('booked.next')}</h3>
        <ol className="mt-1 list-inside list-decimal space-y-1 text-sm text-slate-700">
          {!awaiting && !partnerPays && <li>{t('booked.stepVerify')}</li>}
          <li>{t('booked.stepConfirm')}</li>
          <li>{t('booked.stepPass')}</li>
        </ol>
      </div>
      <Button variant="secondary" onClick={onDismiss}>
        {t('booked.dismiss')}
      </Button>
    </section>
  );
}

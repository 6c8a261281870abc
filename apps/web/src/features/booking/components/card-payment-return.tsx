import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { Alert } from '#web/components/ui/alert.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { userBookingsQueryOptions } from '#web/features/booking/api/get-user-bookings.ts';

// How often the bookings are asked again while a card payment is confirmed, and for how long:
// the provider's notice of the payment usually arrives within seconds.
export const CARD_RETURN_POLL_MS = 3_000;
export const CARD_RETURN_WAIT_MS = 120_000;

// Back from the card provider's page (/dashboard?payment=card&booking=REF): the payment is only
// the booking's once the provider has told the server, a few seconds later. Until then the
// student is told it is being confirmed and not to pay again, and the bookings are asked again
// until it shows; then that it is confirmed. Past two minutes, what to do if it does not come.
// A reference that is not one of the student's own bookings shows nothing.
export function CardPaymentReturn({ userId }: { userId: string | null }) {
  const t = useT();
  const [params] = useSearchParams();
  const ref = params.get('payment') === 'card' ? params.get('booking') : null;
  const [waitedLong, setWaitedLong] = useState(false);
  const bookings = useQuery({
    ...userBookingsQueryOptions(userId ?? ''),
    enabled: Boolean(ref && userId),
    refetchInterval: (query) => {
      const booking = query.state.data?.bookings.find((b) => b.bookingId === ref);
      return booking && booking.paymentStatus !== 'Verified' && !waitedLong
        ? CARD_RETURN_POLL_MS
        : false;
    },
  });
  useEffect(() => {
    if (!ref) return;
    const timer = setTimeout(() => setWaitedLong(true), CARD_RETURN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ref]);

  const booking = ref ? bookings.data?.bookings.find((b) => b.bookingId === ref) : undefined;
  if (!booking) return null;
  if (booking.paymentStatus === 'Verified') {
    return <Alert tone="success">{t('booking.cardConfirmed', { ref: booking.bookingId })}</Alert>;
  }
  return (
    <Alert tone="info">
      {t(waitedLong ? 'booking.cardSlow' : 'booking.cardConfirming', { ref: booking.bookingId })}
    </Alert>
  );
}

import type { BookingStatus, PaymentStatus } from '@landed/shared/constants';

import { Badge } from './badge.tsx';

// Public §4: Pending yellow, Confirmed blue, every other status green.
export function StatusBadge({ status }: { status: BookingStatus }) {
  const tone = status === 'Pending' ? 'yellow' : status === 'Confirmed' ? 'blue' : 'green';
  return <Badge tone={tone}>{status}</Badge>;
}

// Public §4: Verified is shown 'Received'; Verification Pending and Paid as they are; anything
// else 'Not Paid'.
export function paymentLabel(status: PaymentStatus): string {
  if (status === 'Verified') return 'Received';
  if (status === 'Verification Pending' || status === 'Paid') return status;
  return 'Not Paid';
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const label = paymentLabel(status);
  const tone =
    label === 'Received' || label === 'Paid'
      ? 'green'
      : label === 'Verification Pending'
        ? 'yellow'
        : 'red';
  return <Badge tone={tone}>{label}</Badge>;
}

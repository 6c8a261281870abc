import type { BookingStatus, PaymentStatus, PickupStatus } from '@landed/shared/constants';
import { partnerPayment } from '@landed/shared/partner-payment';
import type { BookingRefund, RefundStatus } from '@landed/shared/schemas/booking';

import { useT } from '#web/lib/i18n.tsx';

import { Badge } from './badge.tsx';
import type { BadgeTone } from './badge.tsx';

// The statuses come from the API as English values; each is shown in the visitor's language.
const STATUS_LABELS: Record<BookingStatus, string> = {
  Pending: 'common.statusPending',
  Confirmed: 'common.statusConfirmed',
  Completed: 'common.statusCompleted',
  Cancelled: 'common.statusCancelled',
};

// Public §4: Pending yellow, Confirmed blue, Completed green. Cancelled is grey, not the green
// of a success (issue 25; docs/decisions/082-cancelled-is-not-a-success.md).
export function StatusBadge({ status }: { status: BookingStatus }) {
  const t = useT();
  const tone =
    status === 'Pending'
      ? 'yellow'
      : status === 'Confirmed'
        ? 'blue'
        : status === 'Cancelled'
          ? 'slate'
          : 'green';
  const id = STATUS_LABELS[status] as string | undefined;
  return <Badge tone={tone}>{id ? t(id) : status}</Badge>;
}

export type PaymentLabel = 'Received' | 'Verification Pending' | 'Paid' | 'Not Paid';

// Public §4: Verified is shown 'Received'; Verification Pending and Paid as they are; anything
// else 'Not Paid'. The English label (the back-office's print sheet shows it as it is).
export function paymentLabel(status: PaymentStatus): PaymentLabel {
  if (status === 'Verified') return 'Received';
  if (status === 'Verification Pending' || status === 'Paid') return status;
  return 'Not Paid';
}

const PAYMENT_LABELS: Record<PaymentLabel, string> = {
  Received: 'common.paymentReceived',
  'Verification Pending': 'common.paymentVerificationPending',
  Paid: 'common.paymentPaid',
  'Not Paid': 'common.paymentNotPaid',
};

const REFUND_LABELS: Record<RefundStatus, string> = {
  Due: 'common.refundDue',
  Paid: 'common.refunded',
  Failed: 'common.refundFailed',
};

// A cancelled booking's money going back says so, instead of a bare "Received" (issue 26). A
// booking its partner pays on account reads "Invoiced to {partner}", then "Paid by {partner}",
// for the student, staff and the partner alike, never "Not Paid" (issue 31).
export function PaymentBadge({
  status,
  refund,
  billedToPartner,
  partnerName,
}: {
  status: PaymentStatus;
  refund?: Pick<BookingRefund, 'status'> | null | undefined;
  billedToPartner?: boolean | undefined;
  partnerName?: string | null | undefined;
}) {
  const t = useT();
  if (refund) {
    const tone = refund.status === 'Paid' ? 'slate' : refund.status === 'Due' ? 'yellow' : 'red';
    return <Badge tone={tone}>{t(REFUND_LABELS[refund.status])}</Badge>;
  }
  const onAccount = partnerPayment({ billedToPartner, paymentStatus: status, partnerName });
  if (onAccount) {
    const values = { partner: onAccount.partnerName };
    // The partner's name may be long: the label wraps rather than widen a phone's page.
    return onAccount.kind === 'paid' ? (
      <Badge tone="green" wrap>
        {t('common.paidByPartner', values)}
      </Badge>
    ) : (
      <Badge tone="slate" wrap>
        {t('common.invoicedToPartner', values)}
      </Badge>
    );
  }
  const label = paymentLabel(status);
  const tone =
    label === 'Received' || label === 'Paid'
      ? 'green'
      : label === 'Verification Pending'
        ? 'yellow'
        : 'red';
  return <Badge tone={tone}>{t(PAYMENT_LABELS[label])}</Badge>;
}

// A booking's payment as its badge reads it, from the booking itself (its refund, and the
// partner that pays it on account): one call for the student's, staff's and the portal's rows.
export function BookingPaymentBadge({
  booking,
}: {
  booking: {
    paymentStatus: PaymentStatus;
    refund?: Pick<BookingRefund, 'status'> | null | undefined;
    billedToPartner?: boolean | undefined;
    partner?: { name: string } | null | undefined;
  };
}) {
  return (
    <PaymentBadge
      status={booking.paymentStatus}
      refund={booking.refund}
      billedToPartner={booking.billedToPartner}
      partnerName={booking.partner?.name}
    />
  );
}

const PICKUP_TONE: Record<PickupStatus, BadgeTone> = {
  Unassigned: 'red',
  Assigned: 'blue',
  'Picked up': 'yellow',
  'No-show': 'red',
  Done: 'green',
};

// How a pickup went on the day (docs/decisions/060), on the staff board and a partner's
// (095), both English.
export function PickupBadge({ status }: { status: PickupStatus }) {
  return <Badge tone={PICKUP_TONE[status]}>{status}</Badge>;
}

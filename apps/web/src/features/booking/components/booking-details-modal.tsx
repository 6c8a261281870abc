import { formatCalendarDate } from '@landed/shared/dates';
import { formatMoney } from '@landed/shared/money';
import type { Booking } from '@landed/shared/schemas/booking';

import { Dialog } from '#web/components/ui/dialog.tsx';
import { formatInstantDate } from '#web/lib/format.ts';
import { PaymentBadge, StatusBadge } from '#web/components/ui/status-badges.tsx';
import { PickupDetails } from './pickup-details.tsx';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-3 py-1.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="col-span-2 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export function BookingDetailsModal({
  booking,
  onClose,
}: {
  booking: Booking | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={booking !== null} onClose={onClose} title="Booking Details" size="lg">
      {booking && <PickupDetails pickup={booking.pickup} />}
      {booking && (
        <dl className="divide-y divide-slate-100">
          <Row label="Booking ID">
            <span className="font-mono">{booking.bookingId}</span>
          </Row>
          <Row label="Package">{booking.packageName}</Row>
          <Row label="Status">
            <StatusBadge status={booking.status} />
          </Row>
          <Row label="Payment">
            <PaymentBadge status={booking.paymentStatus} />
          </Row>
          {booking.payment?.status === 'Rejected' && booking.payment.rejectReason && (
            <Row label="Payment note">{booking.payment.rejectReason}</Row>
          )}
          {booking.payment?.reference && (
            <Row label="Transfer reference">{booking.payment.reference}</Row>
          )}
          <Row label="Preferred date">{formatCalendarDate(booking.preferredDate)}</Row>
          {booking.arrivalTime && <Row label="Arrival time">{booking.arrivalTime}</Row>}
          {booking.flightNumber && <Row label="Flight">{booking.flightNumber}</Row>}
          <Row label="Contact">
            {booking.userName}
            <br />
            {booking.email}
            <br />
            {booking.phone}
          </Row>
          {booking.notes && <Row label="Notes">{booking.notes}</Row>}
          {booking.customSelections.length > 0 && (
            <Row label="Selections">
              <ul className="space-y-1">
                {booking.customSelections.map((s) => (
                  <li
                    key={`${s.serviceKey}-${s.optionName}`}
                    className="flex justify-between gap-3"
                  >
                    <span>
                      {s.serviceName}: {s.optionName}
                    </span>
                    <span>{formatMoney(Math.round(s.price * 100))}</span>
                  </li>
                ))}
              </ul>
            </Row>
          )}
          <Row label="Price">
            <strong>{booking.price}</strong>
          </Row>
          <Row label="Created">{formatInstantDate(booking.createdAt)}</Row>
        </dl>
      )}
    </Dialog>
  );
}

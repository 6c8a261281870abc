import { useLayoutEffect, useRef, useState } from 'react';
import { Ticket } from 'lucide-react';
import { Link } from 'react-router';

import type { Booking } from '@landed/shared/schemas/booking';

import { buttonClass } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { hasPass } from './bookings-table.tsx';
import { formatDollars, formatInstantDate, formatMelbourneTime } from '#web/lib/format.ts';
import { formatBookingDate, packageNameOf } from '#web/features/booking/lib/texts.tsx';
import { BookingPaymentBadge, StatusBadge } from '#web/components/ui/status-badges.tsx';
import type { ArrivalChangeTerms } from '#web/features/booking/components/change-arrival-form.tsx';
import { ChangeArrivalForm } from '#web/features/booking/components/change-arrival-form.tsx';
import { AdjustmentNoteButtons } from './adjustment-note-buttons.tsx';
import { InvoiceButton, hasInvoice } from './invoice-button.tsx';
import { FlightStatus } from './flight-status.tsx';
import { PickupDetails } from './pickup-details.tsx';
import { PickupRating } from './pickup-rating.tsx';
import { ServiceLines } from './service-lines.tsx';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-3 py-1.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      {/* A long e-mail address wraps instead of running out of a phone's dialog. */}
      <dd className="col-span-2 min-w-0 text-sm [overflow-wrap:anywhere] text-slate-900">
        {children}
      </dd>
    </div>
  );
}

// A student may move the arrival while the booking is still to come (docs/decisions/064).
export const canChangeArrival = (b: Booking) => b.status === 'Pending' || b.status === 'Confirmed';

export function BookingDetailsModal({
  booking,
  onClose,
  onChanged,
  arrivalChangeTerms,
}: {
  booking: Booking | null;
  onClose: () => void;
  // The cut-off and the support contacts, from the site's settings.
  arrivalChangeTerms?: ArrivalChangeTerms | undefined;
  // The booking as the server answered a change of arrival.
  onChanged?: (booking: Booking) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [changing, setChanging] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const wasChanging = useRef(false);
  // Back from the form, focus returns to the button that opened it, in the same commit (a
  // passive effect may run a frame later; see app/routes/forgot-password.tsx).
  useLayoutEffect(() => {
    if (wasChanging.current && !changing) changeButton.current?.focus();
    wasChanging.current = changing;
  }, [changing]);
  const close = () => {
    setChanging(false);
    onClose();
  };
  return (
    <Dialog open={booking !== null} onClose={close} title={t('booking.detailsTitle')} size="lg">
      {booking && changing && (
        <ChangeArrivalForm
          booking={booking}
          terms={arrivalChangeTerms}
          onCancel={() => setChanging(false)}
          onDone={(updated) => {
            setChanging(false);
            onChanged?.(updated);
          }}
        />
      )}
      {booking && !changing && canChangeArrival(booking) && (
        <div className="mb-3 flex justify-end">
          <button
            ref={changeButton}
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setChanging(true)}
          >
            {t('booking.changeArrival')}
          </button>
        </div>
      )}
      {booking && !changing && (
        <FlightStatus
          flight={booking.flight}
          pickupTime={booking.pickup.time}
          number={booking.flightNumber}
          date={booking.preferredDate}
          onChangeArrival={canChangeArrival(booking) ? () => setChanging(true) : undefined}
        />
      )}
      {booking && !changing && <PickupDetails pickup={booking.pickup} />}
      {booking && !changing && <PickupRating key={booking._id} booking={booking} />}
      {booking && !changing && (
        <dl className="divide-y divide-slate-100">
          <Row label={t('booking.bookingId')}>
            <span className="font-mono">{booking.bookingId}</span>
          </Row>
          <Row label={t('booking.package')}>{packageNameOf(booking, locale)}</Row>
          <Row label={t('booking.status')}>
            <StatusBadge status={booking.status} />
          </Row>
          <Row label={t('booking.payment')}>
            <BookingPaymentBadge booking={booking} />
          </Row>
          {hasInvoice(booking) && (
            <Row label={t('booking.invoice')}>
              <span className="mr-3 font-mono">{booking.invoice?.number}</span>
              <InvoiceButton booking={booking} />
            </Row>
          )}
          {(booking.adjustmentNotes ?? []).length > 0 && (
            <Row label={t('booking.adjustmentNotes')}>
              <div className="flex flex-wrap gap-1.5">
                <AdjustmentNoteButtons booking={booking} />
              </div>
            </Row>
          )}
          {booking.payment?.status === 'Rejected' && booking.payment.rejectReason && (
            <Row label={t('booking.paymentNote')}>{booking.payment.rejectReason}</Row>
          )}
          {booking.payment?.reference && (
            <Row label={t('booking.transferReference')}>{booking.payment.reference}</Row>
          )}
          <Row label={t('booking.preferredDate')}>
            {formatBookingDate(booking.preferredDate, locale)}
          </Row>
          {booking.arrivalTime && (
            <Row label={t('booking.arrivalTime')}>{formatMelbourneTime(booking.arrivalTime)}</Row>
          )}
          {booking.flightNumber && <Row label={t('booking.flight')}>{booking.flightNumber}</Row>}
          {booking.destinationAddress && (
            <Row label={t('booking.goingTo')}>{booking.destinationAddress}</Row>
          )}
          <Row label={t('booking.contact')}>
            {booking.userName}
            <br />
            {booking.email}
            <br />
            {booking.phone}
          </Row>
          {booking.notes && <Row label={t('booking.notes')}>{booking.notes}</Row>}
          {booking.customSelections.length > 0 && (
            <Row label={t('booking.selections')}>
              <ServiceLines
                services={booking.customSelections}
                className="space-y-1"
                lineClassName="flex justify-between gap-3"
              />
            </Row>
          )}
          <Row label={t('booking.price')}>
            <strong>{formatDollars(booking.totalPrice)}</strong>
          </Row>
          <Row label={t('booking.created')}>{formatInstantDate(booking.createdAt)}</Row>
        </dl>
      )}
      {booking && !changing && hasPass(booking) && (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          <Link to={paths.arrivalPass(booking.bookingId)} className={buttonClass('primary')}>
            <Ticket aria-hidden="true" className="size-4" />
            {t('booking.arrivalPass')}
          </Link>
          <AddToCalendarButton bookingId={booking.bookingId} />
        </div>
      )}
    </Dialog>
  );
}

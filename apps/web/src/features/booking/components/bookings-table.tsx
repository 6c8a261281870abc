import { Link } from 'react-router';

import type { Booking } from '@landed/shared/schemas/booking';

import { buttonClass } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { paths } from '#web/config/paths.ts';
import { formatDollars, formatInstantDate } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { formatBookingDate, packageNameOf } from '#web/features/booking/lib/texts.tsx';
import { BookingPaymentBadge, StatusBadge } from '#web/components/ui/status-badges.tsx';
import { AdjustmentNoteButtons } from './adjustment-note-buttons.tsx';
import { InvoiceButton, hasInvoice } from './invoice-button.tsx';

type Props = {
  bookings: Booking[];
  onView: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
  onPay: (booking: Booking) => void;
};

// A booking its partner pays on its monthly invoice is never the student's to pay (decision 096).
export const canPay = (b: Booking) =>
  b.status !== 'Cancelled' && b.paymentStatus === 'Not Paid' && !b.billedToPartner;

// The arrival pass (decision 062) is for an arrival still to come.
export const hasPass = (b: Booking) => b.status === 'Pending' || b.status === 'Confirmed';

// Your Bookings (public §2): every column, View, Cancel (only while Pending) and Pay; a paid
// booking's invoice (decision 061) and an arrival's pass (decision 062).
export function BookingsTable({ bookings, onView, onCancel, onPay }: Props) {
  const t = useT();
  const locale = useLocale();
  if (bookings.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
        <p className="text-slate-700">{t('booking.noBookings')}</p>
        <Link
          to={paths.packages}
          className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
        >
          {t('booking.bookFirstPackage')}
        </Link>
      </div>
    );
  }
  const columns: Array<Column<Booking>> = [
    {
      header: t('booking.bookingId'),
      className: 'font-mono whitespace-nowrap',
      cell: (b) => b.bookingId,
    },
    {
      header: t('booking.package'),
      cell: (b) => (
        <>
          {packageNameOf(b, locale)}
          <span className="block text-xs text-slate-600">{formatDollars(b.totalPrice)}</span>
        </>
      ),
    },
    {
      header: t('booking.status'),
      cell: (b) => (
        <>
          <StatusBadge status={b.status} />
          {/* A university that approves its students' bookings (decision 094): said until it
              has decided, and who declined it after. */}
          {b.partner && b.partnerApproval === 'Awaiting' && (
            <span className="mt-1 block text-xs text-amber-900">
              {t('booking.awaitingApproval', { partnerName: b.partner.name })}
            </span>
          )}
          {b.partner && b.partnerApproval === 'Declined' && (
            <span className="mt-1 block text-xs text-slate-700">
              {t('booking.declinedByPartner', { partnerName: b.partner.name })}
            </span>
          )}
        </>
      ),
    },
    {
      header: t('booking.payment'),
      cell: (b) => <BookingPaymentBadge booking={b} />,
    },
    {
      header: t('booking.preferredDateColumn'),
      className: 'whitespace-nowrap',
      cell: (b) => formatBookingDate(b.preferredDate, locale),
    },
    {
      header: t('booking.created'),
      className: 'whitespace-nowrap',
      cell: (b) => formatInstantDate(b.createdAt),
    },
    {
      header: t('booking.action'),
      cell: (b) => (
        <div className="flex flex-wrap gap-1.5">
          <button
            type="button"
            className={buttonClass('secondary', 'px-2.5 py-1')}
            onClick={() => onView(b)}
            aria-label={t('booking.viewBookingLabel', { reference: b.bookingId })}
          >
            {t('booking.view')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'px-2.5 py-1')}
            onClick={() => onCancel(b)}
            disabled={b.status !== 'Pending'}
            aria-label={t('booking.cancelBookingLabel', { reference: b.bookingId })}
          >
            {t('booking.cancel')}
          </button>
          {hasPass(b) && (
            <Link
              to={paths.arrivalPass(b.bookingId)}
              className={buttonClass('secondary', 'px-2.5 py-1 whitespace-nowrap')}
              aria-label={t('booking.arrivalPassLabel', { reference: b.bookingId })}
            >
              {t('booking.arrivalPass')}
            </Link>
          )}
          {canPay(b) && (
            <button
              type="button"
              className={buttonClass('primary', 'px-2.5 py-1')}
              onClick={() => onPay(b)}
              aria-label={t('booking.payBookingLabel', { reference: b.bookingId })}
            >
              {t('booking.pay')}
            </button>
          )}
          {hasInvoice(b) && <InvoiceButton booking={b} />}
          <AdjustmentNoteButtons booking={b} />
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('booking.yourBookings')}
      columns={columns}
      rows={bookings}
      rowKey={(b) => b._id}
      rowProps={(b) => ({ 'data-testid': `booking-row-${b.bookingId}` })}
    />
  );
}

import { Link } from 'react-router';

import { formatCalendarDate } from '@landed/shared/dates';
import type { Booking } from '@landed/shared/schemas/booking';

import { buttonClass } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { paths } from '#web/config/paths.ts';
import { formatInstantDate } from '#web/lib/format.ts';
import { PaymentBadge, StatusBadge } from '#web/components/ui/status-badges.tsx';
import { InvoiceButton, hasInvoice } from './invoice-button.tsx';

type Props = {
  bookings: Booking[];
  onView: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
  onPay: (booking: Booking) => void;
};

export const canPay = (b: Booking) => b.status !== 'Cancelled' && b.paymentStatus === 'Not Paid';

// The arrival pass (decision 062) is for an arrival still to come.
export const hasPass = (b: Booking) => b.status === 'Pending' || b.status === 'Confirmed';

// Your Bookings (public §2): every column, View, Cancel (only while Pending) and Pay; a paid
// booking's invoice (decision 061) and an arrival's pass (decision 062).
export function BookingsTable({ bookings, onView, onCancel, onPay }: Props) {
  if (bookings.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
        <p className="text-slate-700">No bookings found.</p>
        <Link
          to={paths.packages}
          className="mt-3 inline-block font-semibold text-brand-700 hover:underline"
        >
          Book your first package
        </Link>
      </div>
    );
  }
  const columns: Array<Column<Booking>> = [
    { header: 'Booking ID', className: 'font-mono whitespace-nowrap', cell: (b) => b.bookingId },
    {
      header: 'Package',
      cell: (b) => (
        <>
          {b.packageName}
          <span className="block text-xs text-slate-600">{b.price}</span>
        </>
      ),
    },
    { header: 'Status', cell: (b) => <StatusBadge status={b.status} /> },
    { header: 'Payment', cell: (b) => <PaymentBadge status={b.paymentStatus} /> },
    {
      header: 'Preferred Date',
      className: 'whitespace-nowrap',
      cell: (b) => formatCalendarDate(b.preferredDate),
    },
    {
      header: 'Created',
      className: 'whitespace-nowrap',
      cell: (b) => formatInstantDate(b.createdAt),
    },
    {
      header: 'Action',
      cell: (b) => (
        <div className="flex flex-wrap gap-1.5">
          <button
            type="button"
            className={buttonClass('secondary', 'px-2.5 py-1')}
            onClick={() => onView(b)}
            aria-label={`View booking ${b.bookingId}`}
          >
            View
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'px-2.5 py-1')}
            onClick={() => onCancel(b)}
            disabled={b.status !== 'Pending'}
            aria-label={`Cancel booking ${b.bookingId}`}
          >
            Cancel
          </button>
          {hasPass(b) && (
            <Link
              to={paths.arrivalPass(b.bookingId)}
              className={buttonClass('secondary', 'px-2.5 py-1 whitespace-nowrap')}
              aria-label={`Arrival pass of booking ${b.bookingId}`}
            >
              Arrival pass
            </Link>
          )}
          {canPay(b) && (
            <button
              type="button"
              className={buttonClass('primary', 'px-2.5 py-1')}
              onClick={() => onPay(b)}
              aria-label={`Pay booking ${b.bookingId}`}
            >
              Pay
            </button>
          )}
          {hasInvoice(b) && <InvoiceButton booking={b} />}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption="Your bookings"
      columns={columns}
      rows={bookings}
      rowKey={(b) => b._id}
      rowProps={(b) => ({ 'data-testid': `booking-row-${b.bookingId}` })}
    />
  );
}

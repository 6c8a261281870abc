import { Link } from 'react-router';

import { formatCalendarDate } from '@landed/shared/dates';
import type { Booking } from '@landed/shared/schemas/booking';

import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { formatInstantDate } from '../../../lib/format.ts';
import { PaymentBadge, StatusBadge } from '../../../components/ui/status-badges.tsx';

type Props = {
  bookings: Booking[];
  onView: (booking: Booking) => void;
  onCancel: (booking: Booking) => void;
  onPay: (booking: Booking) => void;
};

export const canPay = (b: Booking) => b.status !== 'Cancelled' && b.paymentStatus === 'Not Paid';

// Your Bookings (public §2): every column, View, Cancel (only while Pending) and Pay.
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
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Your bookings</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Booking ID
            </th>
            <th scope="col" className="px-3 py-2">
              Package
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Payment
            </th>
            <th scope="col" className="px-3 py-2">
              Preferred Date
            </th>
            <th scope="col" className="px-3 py-2">
              Created
            </th>
            <th scope="col" className="px-3 py-2">
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {bookings.map((b) => (
            <tr key={b._id} data-testid={`booking-row-${b.bookingId}`}>
              <td className="px-3 py-2 font-mono whitespace-nowrap">{b.bookingId}</td>
              <td className="px-3 py-2">
                {b.packageName}
                <span className="block text-xs text-slate-600">{b.price}</span>
              </td>
              <td className="px-3 py-2">
                <StatusBadge status={b.status} />
              </td>
              <td className="px-3 py-2">
                <PaymentBadge status={b.paymentStatus} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatCalendarDate(b.preferredDate)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatInstantDate(b.createdAt)}</td>
              <td className="px-3 py-2">
                <div className="flex gap-1.5">
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
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useState } from 'react';

import { BOOKING_STATUSES } from '@landed/shared/constants';
import type { BookingStatus } from '@landed/shared/constants';
import { formatCalendarDate } from '@landed/shared/dates';
import type { AdminMe } from '@landed/shared/schemas/admin';

import { Button } from '../../../components/ui/button.tsx';
import { Loading } from '../../../components/ui/page.tsx';
import { PaymentBadge, StatusBadge } from '../../../components/ui/status-badges.tsx';
import { formatInstantDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminBookings, useSetBookingStatus } from '../api/bookings.ts';

export function BookingsTab({ me }: { me: AdminMe }) {
  const [status, setStatus] = useState('');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const bookings = useAdminBookings({ status, search, page });
  const setBookingStatus = useSetBookingStatus();
  const canWrite = me.permissions.includes('bookings:write');
  const pages = bookings.data ? Math.max(1, Math.ceil(bookings.data.total / 25)) : 1;

  return (
    <section aria-labelledby="bookings-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="bookings-title" className="text-xl font-semibold text-slate-900">
          Bookings
        </h2>
        <form
          role="search"
          className="flex flex-wrap gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(draft.trim());
            setPage(1);
          }}
        >
          <label htmlFor="booking-status-filter" className="sr-only">
            Status
          </label>
          <select
            id="booking-status-filter"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="">All statuses</option>
            {BOOKING_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
          <label htmlFor="booking-search" className="sr-only">
            Search bookings
          </label>
          <input
            id="booking-search"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Booking ID, package, name or e-mail"
            className="w-64 rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
      </div>
      {bookings.isPending ? (
        <Loading />
      ) : bookings.isError ? (
        <p role="alert" className="text-red-700">
          {bookings.error.message}
        </p>
      ) : bookings.data.bookings.length === 0 ? (
        <p className="text-slate-600">No bookings found.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Bookings</caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
              <tr>
                {[
                  'Booking ID',
                  'Student',
                  'Package',
                  'Preferred Date',
                  'Created',
                  'Payment',
                  'Status',
                ].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {bookings.data.bookings.map((b) => (
                <tr key={b._id} data-testid={`admin-booking-${b.bookingId}`}>
                  <td className="px-3 py-2 font-mono">{b.bookingId}</td>
                  <td className="px-3 py-2">
                    {b.user.name}
                    <span className="block text-xs text-slate-600">{b.user.email}</span>
                  </td>
                  <td className="px-3 py-2">
                    {b.packageName}
                    <span className="block text-xs text-slate-600">{b.price}</span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatCalendarDate(b.preferredDate)}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatInstantDate(b.createdAt)}</td>
                  <td className="px-3 py-2">
                    <PaymentBadge status={b.paymentStatus} />
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-2">
                      <StatusBadge status={b.status} />
                      {canWrite && (
                        <>
                          <label htmlFor={`status-${b._id}`} className="sr-only">
                            Status of {b.bookingId}
                          </label>
                          <select
                            id={`status-${b._id}`}
                            value={b.status}
                            disabled={setBookingStatus.isPending}
                            onChange={(event) =>
                              setBookingStatus.mutate(
                                { id: b._id, status: event.target.value as BookingStatus },
                                { onError: () => toast.error('Failed to update booking status.') },
                              )
                            }
                            className="rounded-md border border-slate-300 px-2 py-1 text-sm"
                          >
                            {BOOKING_STATUSES.map((s) => (
                              <option key={s}>{s}</option>
                            ))}
                          </select>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {bookings.data && bookings.data.total > 25 && (
        <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}

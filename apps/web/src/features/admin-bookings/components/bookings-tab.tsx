import { useState } from 'react';

import { BOOKING_STATUSES } from '@landed/shared/constants';
import type { BookingStatus } from '@landed/shared/constants';
import { formatCalendarDate } from '@landed/shared/dates';
import type { AdminBooking, AdminMe } from '@landed/shared/schemas/admin';

import {
  FilterSelect,
  ListSection,
  ListTable,
  SearchForm,
} from '#web/components/back-office/list-kit.tsx';
import { useListParams } from '#web/components/back-office/list-params.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { BookingPaymentBadge, StatusBadge } from '#web/components/ui/status-badges.tsx';
import { formatInstantDate } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { useBookings } from '#web/features/admin-bookings/api/get-bookings.ts';
import { BookingDrawer } from '#web/features/admin-bookings/components/booking-drawer.tsx';
import { useUpdateBookingStatus } from '#web/features/admin-bookings/api/update-booking-status.ts';
import { CancelWithRefundDialog } from './cancel-with-refund-dialog.tsx';

export function BookingsTab({ me }: { me: AdminMe }) {
  const { filters, setFilters, page, setPage } = useListParams({ status: '', q: '' });
  const bookings = useBookings({ status: filters.status, search: filters.q, page });
  const [open, setOpen] = useState<string | null>(null);
  const setBookingStatus = useUpdateBookingStatus();
  // A paid booking's cancellation goes through a dialog: its refund may be set (decision 086).
  const [cancelling, setCancelling] = useState<AdminBooking | null>(null);
  const canWrite = me.permissions.includes('bookings:write');
  const columns: Array<Column<AdminBooking>> = [
    {
      header: 'Booking ID',
      className: 'font-mono',
      cell: (b) => (
        <button
          type="button"
          className={buttonClass('ghost', 'px-1.5 py-0.5 font-mono underline')}
          onClick={() => setOpen(b._id)}
          aria-label={`Details of booking ${b.bookingId}`}
        >
          {b.bookingId}
        </button>
      ),
    },
    {
      header: 'Student',
      cell: (b) => (
        <>
          {b.user.name}
          <span className="block text-xs text-slate-600">{b.user.email}</span>
        </>
      ),
    },
    {
      header: 'Package',
      cell: (b) => (
        <>
          {b.packageName}
          <span className="block text-xs text-slate-600">{b.price}</span>
        </>
      ),
    },
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
      header: 'Payment',
      cell: (b) => <BookingPaymentBadge booking={b} />,
    },
    {
      header: 'Status',
      cell: (b) => (
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={b.status} />
          {b.approvalStatus === 'Decline requested' && (
            // The partner declined a paid or confirmed booking: staff settle it by cancelling,
            // with the policy's refund (docs/decisions/100).
            <Badge tone="red">Partner asks to cancel</Badge>
          )}
          {canWrite && (
            <>
              <label htmlFor={`status-${b._id}`} className="sr-only">
                Status of {b.bookingId}
              </label>
              <select
                id={`status-${b._id}`}
                value={b.status}
                disabled={setBookingStatus.isPending}
                onChange={(event) => {
                  const next = event.target.value as BookingStatus;
                  if (next === 'Cancelled' && b.paymentStatus === 'Verified') {
                    setCancelling(b);
                    return;
                  }
                  setBookingStatus.mutate(
                    { id: b._id, status: next },
                    { onError: () => toast.error('Failed to update booking status.') },
                  );
                }}
                className="rounded-md border border-slate-300 px-2 py-1 text-sm"
              >
                {BOOKING_STATUSES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </>
          )}
        </div>
      ),
    },
  ];

  return (
    <ListSection
      id="bookings-title"
      title="Bookings"
      tools={
        <SearchForm
          id="booking-search"
          label="Search bookings"
          placeholder="Booking ID, package, name or e-mail"
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          className="flex flex-wrap gap-2"
          inputClassName="w-64"
        >
          <FilterSelect
            id="booking-status-filter"
            label="Status"
            value={filters.status}
            onChange={(status) => setFilters({ status })}
            all="All statuses"
            options={BOOKING_STATUSES}
          />
        </SearchForm>
      }
    >
      <ListTable
        query={bookings}
        empty="No bookings found."
        rows={(data) => data.bookings}
        paging={{ page, setPage, pageSize: 25, count: 'of' }}
        caption="Bookings"
        columns={columns}
        rowProps={(b) => ({ 'data-testid': `admin-booking-${b.bookingId}` })}
      />
      <BookingDrawer bookingId={open} me={me} onClose={() => setOpen(null)} />
      <CancelWithRefundDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </ListSection>
  );
}

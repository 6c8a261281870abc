import { useState } from 'react';

import { formatMoney } from '@landed/shared/money';
import type { PartnerBooking } from '@landed/shared/schemas/partner-bookings';

import { StudentConsentBadge } from '#web/components/back-office/student-consent-badge.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { PaymentBadge } from '#web/components/ui/status-badges.tsx';
import { formatInstantDate } from '#web/lib/format.ts';
import { usePartnerBookings } from '#web/features/partner-bookings/api/get-partner-bookings.ts';

const SOURCE = { booked: 'Booked by you', referral: 'Your link', university: 'Named you' } as const;

const columnsFor = (partnerName: string): Array<Column<PartnerBooking>> => [
  { header: 'Arrival', className: 'whitespace-nowrap', cell: (b) => b.preferredDate },
  { header: 'Student', cell: (b) => `${b.studentName}${b.studentId ? ` (${b.studentId})` : ''}` },
  { header: 'Booking', className: 'font-mono', cell: (b) => b.bookingId },
  { header: 'Package', cell: (b) => b.packageName },
  {
    header: 'Status',
    cell: (b) => (
      <>
        {b.status}
        {b.approvalStatus && (
          <span className="ml-2">
            <Badge
              tone={
                b.approvalStatus === 'Declined'
                  ? 'red'
                  : b.approvalStatus === 'Approved'
                    ? 'green'
                    : 'yellow'
              }
            >
              {b.approvalStatus}
            </Badge>
          </span>
        )}
        {b.studentConsent && (
          <span className="ml-2">
            <StudentConsentBadge consent={b.studentConsent} />
          </span>
        )}
      </>
    ),
  },
  {
    header: 'Payment',
    // As the student, staff and the board read it (issue 31): "Invoiced to {partner}" for a
    // booking on the partner's account, never its raw status.
    cell: (b) => (
      <>
        {formatMoney(Math.round(b.totalPrice * 100))}{' '}
        <PaymentBadge
          status={b.paymentStatus}
          billedToPartner={b.billedToPartner}
          partnerName={partnerName}
        />
      </>
    ),
  },
  { header: 'Source', cell: (b) => SOURCE[b.source] },
  {
    header: 'Sharing agreed',
    cell: (b) => (b.consentedAt ? formatInstantDate(b.consentedAt) : '—'),
  },
];

// The organisation's bookings, newest first.
export function PartnerBookingsList({ partnerName }: { partnerName: string }) {
  const [page, setPage] = useState(1);
  const bookings = usePartnerBookings(page);
  return (
    <section aria-label="Your students' bookings" className="space-y-3">
      <h2 className="text-xl font-bold text-slate-900">Your students&apos; bookings</h2>
      <QueryState
        query={bookings}
        empty="No booking yet."
        isEmpty={(data) => data.bookings.length === 0}
        errorFallback="The bookings could not be loaded."
      >
        {(data) => (
          <>
            <DataTable
              caption="Your students' bookings"
              columns={columnsFor(partnerName)}
              rows={data.bookings}
              rowKey={(b) => b._id}
            />
            <Pager page={page} pageSize={20} total={data.total} onPageChange={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}

import { useState } from 'react';

import type { PartnerBooking } from '@landed/shared/schemas/partner-bookings';

import { Button } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useDecideApproval } from '#web/features/partner-bookings/api/decide-approval.ts';
import { usePartnerApprovals } from '#web/features/partner-bookings/api/get-partner-approvals.ts';

// Approve, or decline with a reason the student reads.
function Decision({ booking }: { booking: PartnerBooking }) {
  const decide = useDecideApproval();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  // Told through the promise, not mutate's callbacks: the row leaves the queue (and this
  // component unmounts) as soon as the queue is read again, before those would run. A booking
  // already paid or confirmed is not cancelled by a decline: the answer says it is a request
  // that Landed settles (issue 31).
  const send = (approve: boolean) =>
    decide.mutateAsync({ bookingId: booking._id, approve, ...(approve ? {} : { reason }) }).then(
      ({ booking: decided }) =>
        toast.success(
          decided.approvalStatus === 'Decline requested'
            ? `${booking.bookingId}: decline requested. It is already paid or confirmed, so Landed will cancel it and refund the student by the cancellation policy.`
            : `${booking.bookingId} ${approve ? 'approved' : 'declined'}.`,
        ),
      (e: unknown) => toast.error(errorMessage(e, 'The decision could not be saved.')),
    );
  if (declining) {
    return (
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void send(false);
        }}
      >
        <label className="text-sm">
          <span className="block font-medium text-slate-800">Reason (the student reads it)</span>
          <input
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            maxLength={500}
            className="mt-1 rounded-md border border-slate-300 px-2 py-1"
          />
        </label>
        <Button type="submit" variant="danger" disabled={decide.isPending || !reason.trim()}>
          Decline
        </Button>
        <Button variant="ghost" onClick={() => setDeclining(false)}>
          Back
        </Button>
      </form>
    );
  }
  return (
    <div className="flex gap-2">
      <Button disabled={decide.isPending} onClick={() => void send(true)}>
        Approve
      </Button>
      <Button variant="secondary" disabled={decide.isPending} onClick={() => setDeclining(true)}>
        Decline...
      </Button>
    </div>
  );
}

const columns: Array<Column<PartnerBooking>> = [
  { header: 'Arrival', className: 'whitespace-nowrap', cell: (b) => b.preferredDate },
  { header: 'Student', cell: (b) => b.studentName },
  { header: 'E-mail', className: 'break-all', cell: (b) => b.studentEmail },
  { header: 'Student ID', cell: (b) => b.studentId || '—' },
  { header: 'Booking', className: 'font-mono', cell: (b) => `${b.bookingId} · ${b.packageName}` },
  { header: 'Decision', cell: (b) => <Decision booking={b} /> },
];

// Bookings of students who name the university or came through its link, waiting for it
// (issue 27 item 3).
export function ApprovalsQueue() {
  const [page, setPage] = useState(1);
  const approvals = usePartnerApprovals(page);
  return (
    <section aria-label="Waiting for your approval" className="space-y-3">
      <h2 className="text-xl font-bold text-slate-900">Waiting for your approval</h2>
      <QueryState
        query={approvals}
        empty="No booking is waiting for your approval."
        isEmpty={(data) => data.bookings.length === 0}
        errorFallback="The approval queue could not be loaded."
      >
        {(data) => (
          <>
            <DataTable
              caption="Bookings waiting for your approval"
              columns={columns}
              rows={data.bookings}
              rowKey={(b) => b._id}
              rowProps={(b) => ({ 'data-testid': `approval-${b.bookingId}` })}
            />
            <Pager page={page} pageSize={20} total={data.total} onPageChange={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}

import { useState } from 'react';

import { PAYMENT_CLAIM_STATUSES } from '@landed/shared/constants';
import { formatMoney } from '@landed/shared/money';
import type { AdminMe, AdminPayment } from '@landed/shared/schemas/admin';

import { FilterSelect, ListSection, ListTable } from '#web/components/back-office/list-kit.tsx';
import { useListParams } from '#web/components/back-office/list-params.ts';
import { ReasonDialog } from '#web/components/back-office/reason-dialog.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatInstantDate } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { usePayments } from '#web/features/admin-payments/api/get-payments.ts';
import { useRejectPayment } from '#web/features/admin-payments/api/reject-payment.ts';
import { useVerifyPayment } from '#web/features/admin-payments/api/verify-payment.ts';
import { RefundsSection } from '#web/features/admin-payments/components/refunds-section.tsx';
import { StatementsSection } from '#web/features/admin-payments/components/statements-section.tsx';

// The payment settings text of admin §9.
const SETTINGS = [
  'Minimum payment: $100',
  'Processing time: 1-2 business days',
  'Refund: 7 days after completion',
  'GST applicable',
  'Bank transfers and credit cards accepted',
];

const TONE = { Pending: 'yellow', Verified: 'green', Rejected: 'red' } as const;

function RejectDialog({ payment, onClose }: { payment: AdminPayment | null; onClose: () => void }) {
  const reject = useRejectPayment();
  return (
    <ReasonDialog
      open={payment !== null}
      onClose={onClose}
      title="Reject payment"
      description={
        payment
          ? `${payment.bookingId}, ${formatMoney(Math.round(payment.amount * 100))} from ${payment.user.name}`
          : undefined
      }
      id="reject-reason"
      label="Reason (the student sees it)"
      confirm="Reject payment"
      done="Payment rejected; the student has been told why."
      failed="Failed to reject the payment."
      mutation={reject}
      onSubmit={(reason, options) => payment && reject.mutate({ id: payment._id, reason }, options)}
    />
  );
}

export function PaymentsTab({ me }: { me: AdminMe }) {
  const { filters, setFilters, page, setPage } = useListParams({ status: 'Pending' });
  const status = filters.status;
  const [rejecting, setRejecting] = useState<AdminPayment | null>(null);
  const payments = usePayments({ status, page });
  const verify = useVerifyPayment();
  // Verifying issues the tax invoice and mails the student: asked once more (issue 33 item 5).
  const { dialog, ask } = useConfirmDialog();
  const canWrite = me.permissions.includes('bookings:write');
  const columns: Array<Column<AdminPayment>> = [
    { header: 'Date', className: 'whitespace-nowrap', cell: (p) => formatInstantDate(p.date) },
    {
      header: 'User',
      cell: (p) => (
        <>
          {p.user.name}
          <span className="block text-xs text-slate-600">{p.user.email}</span>
        </>
      ),
    },
    { header: 'Booking', className: 'font-mono', cell: (p) => p.bookingId },
    { header: 'Amount', cell: (p) => formatMoney(Math.round(p.amount * 100)) },
    { header: 'Method', cell: (p) => p.method },
    { header: 'Reference', cell: (p) => p.reference || '—' },
    {
      header: 'Status',
      cell: (p) => (
        <>
          <Badge tone={TONE[p.status]}>{p.status}</Badge>
          {p.rejectReason && (
            <span className="mt-1 block text-xs text-slate-600">{p.rejectReason}</span>
          )}
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (p) =>
        canWrite && p.status === 'Pending' ? (
          <div className="flex gap-1.5">
            <Button
              className="px-2.5 py-1"
              disabled={verify.isPending}
              onClick={async () => {
                const sure = await ask({
                  title: 'Verify payment',
                  message: `Verify ${formatMoney(Math.round(p.amount * 100))} from ${p.user.name} for ${p.bookingId}? Only once the money is in the account: the tax invoice is issued and mailed to the student.`,
                  confirmLabel: 'Verify',
                });
                if (!sure) return;
                verify.mutate(p._id, {
                  onSuccess: () => toast.success('Payment verified.'),
                  onError: (error) =>
                    toast.error(errorMessage(error, 'Failed to verify the payment.')),
                });
              }}
              aria-label={`Verify payment for ${p.bookingId}`}
            >
              Verify
            </Button>
            <Button
              variant="secondary"
              className="px-2.5 py-1"
              onClick={() => setRejecting(p)}
              aria-label={`Reject payment for ${p.bookingId}`}
            >
              Reject
            </Button>
          </div>
        ) : (
          <span className="text-xs text-slate-600">{p.reviewedBy ? `by ${p.reviewedBy}` : ''}</span>
        ),
    },
  ];

  return (
    <ListSection
      id="payments-title"
      title="Payments"
      tools={
        <div>
          <FilterSelect
            id="payment-status"
            label="Status"
            value={status}
            onChange={(next) => setFilters({ status: next })}
            all="All payments"
            options={PAYMENT_CLAIM_STATUSES.map((s) => [
              s,
              s === 'Pending' ? 'Waiting for verification' : s,
            ])}
          />
        </div>
      }
    >
      <aside
        aria-label="Payment settings"
        className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
      >
        <h3 className="font-semibold">Payment settings</h3>
        <ul className="mt-1 list-inside list-disc">
          {SETTINGS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </aside>
      <ListTable
        query={payments}
        empty="No payments here."
        rows={(data) => data.payments}
        paging={{ page, setPage, pageSize: 25 }}
        caption="Payments"
        columns={columns}
        rowProps={(p) => ({ 'data-testid': `payment-${p.bookingId}` })}
      />
      <RejectDialog payment={rejecting} onClose={() => setRejecting(null)} />
      {dialog}
      {/* The refunds queue: for those who act on payments (docs/decisions/086). */}
      {canWrite && <RefundsSection />}
      {canWrite && <StatementsSection />}
    </ListSection>
  );
}

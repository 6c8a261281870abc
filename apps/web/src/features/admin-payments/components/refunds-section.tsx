import { useState } from 'react';

import { formatMoney } from '@landed/shared/money';
import type { AdminRefund, AdminRefundDetail } from '@landed/shared/schemas/refund';
import { REFUND_STATUSES } from '@landed/shared/schemas/refund';

import { FilterSelect, ListSection, ListTable } from '#web/components/back-office/list-kit.tsx';
import { useListParams } from '#web/components/back-office/list-params.ts';
import { ReasonDialog } from '#web/components/back-office/reason-dialog.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatInstantDate } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { useConfirmRefundAccountChange } from '#web/features/admin-payments/api/confirm-refund-account-change.ts';
import { useRefund } from '#web/features/admin-payments/api/get-refund.ts';
import { useRefunds } from '#web/features/admin-payments/api/get-refunds.ts';
import { useMarkRefundFailed } from '#web/features/admin-payments/api/mark-refund-failed.ts';
import { useMarkRefundPaid } from '#web/features/admin-payments/api/mark-refund-paid.ts';
import { RefundAccount } from '#web/features/admin-payments/components/refund-account.tsx';

const TONE = { Due: 'yellow', Paid: 'green', Failed: 'red' } as const;

const amountOf = (r: AdminRefund) => formatMoney(Math.round(r.amount * 100));

// "Mark paid": the account to pay into, in full (read only now, and logged), then the bank's
// reference of the transfer.
function PaidDialog({ refund, onClose }: { refund: AdminRefund | null; onClose: () => void }) {
  const paid = useMarkRefundPaid();
  const detail = useRefund(refund?._id ?? null);
  const [reference, setReference] = useState('');
  const close = () => {
    setReference('');
    paid.reset();
    onClose();
  };
  const account = detail.data?.refundDetails;
  const change = detail.data?.accountChange;
  return (
    <Dialog
      open={refund !== null}
      onClose={close}
      title="Mark refund paid"
      description={
        refund ? `${refund.bookingId}, ${amountOf(refund)} to ${refund.user.name}` : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={paid.isPending || reference.trim() === ''}
            onClick={() =>
              refund &&
              paid.mutate(
                { id: refund._id, reference: reference.trim() },
                {
                  onSuccess: () => {
                    toast.success('Refund marked paid; the student has been told.');
                    close();
                  },
                },
              )
            }
          >
            Mark paid
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-800">
        {detail.isPending ? (
          <p>Loading the refund account…</p>
        ) : account ? (
          <RefundAccount details={account} label="Refund account" />
        ) : (
          <Alert>The student has not given a refund account yet.</Alert>
        )}
        {refund && change && <AccountChange refundId={refund._id} change={change} />}
        <TextField
          label="Bank reference of the transfer"
          required
          maxLength={100}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
        {paid.isError && (
          <Alert>{errorMessage(paid.error, 'Failed to mark the refund paid.')}</Alert>
        )}
      </div>
    </Dialog>
  );
}

// The student changed their account after the refund fell due (issue 31): it is still paid to
// the one above until staff confirm the new one.
function AccountChange({
  refundId,
  change,
}: {
  refundId: string;
  change: NonNullable<AdminRefundDetail['accountChange']>;
}) {
  const confirm = useConfirmRefundAccountChange();
  return (
    <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3">
      <p>
        The student changed the refund account on {formatInstantDate(change.changedAt)}; confirm to
        pay to the new one.
      </p>
      {change.refundDetails && (
        <RefundAccount details={change.refundDetails} label="New refund account" />
      )}
      <Button
        variant="secondary"
        disabled={confirm.isPending || !change.refundDetails}
        onClick={() =>
          confirm.mutate(
            { id: refundId },
            { onSuccess: () => toast.success('The refund will be paid to the new account.') },
          )
        }
      >
        Confirm new account
      </Button>
      {confirm.isError && (
        <Alert>{errorMessage(confirm.error, 'Failed to confirm the new account.')}</Alert>
      )}
    </div>
  );
}

function FailedDialog({ refund, onClose }: { refund: AdminRefund | null; onClose: () => void }) {
  const failed = useMarkRefundFailed();
  return (
    <ReasonDialog
      open={refund !== null}
      onClose={onClose}
      title="Mark refund failed"
      description={
        refund ? `${refund.bookingId}, ${amountOf(refund)} to ${refund.user.name}` : undefined
      }
      id="refund-failed-reason"
      label="Reason (the student sees it)"
      confirm="Mark failed"
      done="Refund marked failed; the student has been told why."
      failed="Failed to mark the refund failed."
      mutation={failed}
      onSubmit={(reason, options) => refund && failed.mutate({ id: refund._id, reason }, options)}
    />
  );
}

// The refunds queue of the Payments tab (issue 26; docs/decisions/086), for those who act on
// payments. A card payment's refund goes back through the card provider: no Mark paid here.
export function RefundsSection() {
  const { filters, setFilters, page, setPage } = useListParams({ status: 'Due' }, 'refund-');
  const status = filters.status;
  const [paying, setPaying] = useState<AdminRefund | null>(null);
  const [failing, setFailing] = useState<AdminRefund | null>(null);
  const refunds = useRefunds({ status, page });
  const columns: Array<Column<AdminRefund>> = [
    {
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (r) => formatInstantDate(r.createdAt),
    },
    {
      header: 'Student',
      cell: (r) => (
        <>
          {r.user.name}
          <span className="block text-xs text-slate-600">{r.user.email}</span>
        </>
      ),
    },
    { header: 'Booking', className: 'font-mono', cell: (r) => r.bookingId },
    { header: 'Amount', cell: amountOf },
    { header: 'Reason', cell: (r) => r.reason || '—' },
    {
      header: 'Account',
      cell: (r) =>
        r.method === 'Card'
          ? 'Card (refunded by the provider)'
          : r.accountChangedAt
            ? `Changed ${formatInstantDate(r.accountChangedAt)}: to confirm`
            : r.refundDetailsGiven
              ? 'Given'
              : 'Not given yet',
    },
    {
      header: 'Status',
      cell: (r) => (
        <>
          <Badge tone={TONE[r.status]}>{r.status}</Badge>
          {r.status === 'Paid' && r.reference && (
            <span className="mt-1 block text-xs text-slate-600">Ref. {r.reference}</span>
          )}
          {r.failureReason && (
            <span className="mt-1 block text-xs text-slate-600">{r.failureReason}</span>
          )}
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (r) =>
        r.status === 'Due' ? (
          <div className="flex gap-1.5">
            {r.method !== 'Card' && (
              <Button
                className="px-2.5 py-1"
                onClick={() => setPaying(r)}
                aria-label={`Mark refund for ${r.bookingId} paid`}
              >
                Mark paid
              </Button>
            )}
            <Button
              variant="secondary"
              className="px-2.5 py-1"
              onClick={() => setFailing(r)}
              aria-label={`Mark refund for ${r.bookingId} failed`}
            >
              Mark failed
            </Button>
          </div>
        ) : (
          <span className="text-xs text-slate-600">
            {r.paidAt ? `paid ${formatInstantDate(r.paidAt)}` : ''}
          </span>
        ),
    },
  ];

  return (
    <ListSection
      id="refunds-title"
      title="Refunds"
      level={3}
      tools={
        <div>
          <FilterSelect
            id="refund-status"
            label="Refund status"
            value={status}
            onChange={(next) => setFilters({ status: next })}
            all="All refunds"
            options={REFUND_STATUSES.map((s) => [s, s === 'Due' ? 'Due (to pay)' : s])}
          />
        </div>
      }
    >
      <ListTable
        query={refunds}
        empty={status === 'Due' ? 'No refunds to pay.' : 'No refunds here.'}
        rows={(data) => data.refunds}
        paging={{ page, setPage, pageSize: 25 }}
        caption="Refunds"
        columns={columns}
        rowProps={(r) => ({ 'data-testid': `refund-${r.bookingId}` })}
      />
      <PaidDialog refund={paying} onClose={() => setPaying(null)} />
      <FailedDialog refund={failing} onClose={() => setFailing(null)} />
    </ListSection>
  );
}

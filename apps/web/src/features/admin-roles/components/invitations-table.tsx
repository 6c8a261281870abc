import type { Invitation } from '@landed/shared/schemas/admin';

import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatInstantDateTime } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { useInvitations } from '#web/features/admin-roles/api/get-invitations.ts';
import { useResendInvitation } from '#web/features/admin-roles/api/resend-invitation.ts';
import { useWithdrawInvitation } from '#web/features/admin-roles/api/withdraw-invitation.ts';

// The open staff invitations (docs/decisions/075), expired ones marked: Resend mails a new
// link (the old one stops working), Withdraw kills the link.
export function InvitationsTable() {
  const invitations = useInvitations();
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation();
  const now = Date.now();
  const columns: Array<Column<Invitation>> = [
    { header: 'Email', cell: (i) => i.email },
    { header: 'Role', cell: (i) => i.role },
    { header: 'Invited by', cell: (i) => i.invitedBy || '—' },
    {
      header: 'Sent',
      className: 'whitespace-nowrap',
      cell: (i) => formatInstantDateTime(i.sentAt),
    },
    {
      header: 'Expires',
      className: 'whitespace-nowrap',
      cell: (i) =>
        new Date(i.expiresAt).getTime() <= now ? (
          <Badge tone="red">Expired</Badge>
        ) : (
          formatInstantDateTime(i.expiresAt)
        ),
    },
    {
      header: 'Actions',
      cell: (i) => (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            className="px-2.5 py-1"
            disabled={resend.isPending}
            aria-label={`Resend the invitation to ${i.email}`}
            onClick={() =>
              resend.mutate(i._id, {
                onSuccess: () => toast.success(`Invitation sent again to ${i.email}.`),
                onError: (error) =>
                  toast.error(errorMessage(error, 'Failed to resend the invitation.')),
              })
            }
          >
            Resend
          </Button>
          <Button
            variant="secondary"
            className="px-2.5 py-1"
            disabled={withdraw.isPending}
            aria-label={`Withdraw the invitation to ${i.email}`}
            onClick={() => {
              if (!window.confirm(`Withdraw the invitation to ${i.email}? Its link stops working.`))
                return;
              withdraw.mutate(i._id, {
                onSuccess: () => toast.success('Invitation withdrawn.'),
                onError: (error) =>
                  toast.error(errorMessage(error, 'Failed to withdraw the invitation.')),
              });
            }}
          >
            Withdraw
          </Button>
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="invitations-title" className="space-y-2">
      <h3 id="invitations-title" className="text-base font-semibold text-slate-900">
        Pending invitations
      </h3>
      <QueryState
        query={invitations}
        empty="No pending invitations."
        isEmpty={(data) => data.invitations.length === 0}
      >
        {(data) => (
          <DataTable
            caption="Pending invitations"
            columns={columns}
            rows={data.invitations}
            rowKey={(i) => i._id}
          />
        )}
      </QueryState>
    </section>
  );
}

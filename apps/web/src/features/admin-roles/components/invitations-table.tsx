import type { Invitation } from '@landed/shared/schemas/admin';

import { PendingInvitationsTable } from '#web/components/back-office/pending-invitations-table.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useInvitations } from '#web/features/admin-roles/api/get-invitations.ts';
import { useResendInvitation } from '#web/features/admin-roles/api/resend-invitation.ts';
import { useWithdrawInvitation } from '#web/features/admin-roles/api/withdraw-invitation.ts';

// The open staff invitations (docs/decisions/075), with their role and who sent them.
export function InvitationsTable() {
  const invitations = useInvitations();
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation();
  const columns: Array<Column<Invitation>> = [
    { header: 'Email', cell: (i) => i.email },
    { header: 'Role', cell: (i) => i.role },
    { header: 'Invited by', cell: (i) => i.invitedBy || '—' },
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
          <PendingInvitationsTable
            rows={data.invitations}
            columns={columns}
            resend={resend}
            withdraw={withdraw}
          />
        )}
      </QueryState>
    </section>
  );
}

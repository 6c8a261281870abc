import { useState } from 'react';
import type { ReactNode } from 'react';

import { billingText, commissionText } from '@landed/shared/schemas/partners';
import type { Partner, PartnerInvitation, PartnerMember } from '@landed/shared/schemas/partners';

import {
  CompactField,
  CompactForm,
  InviteEmailField,
} from '#web/components/back-office/list-kit.tsx';
import { PendingInvitationsTable } from '#web/components/back-office/pending-invitations-table.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { usePartner } from '#web/features/admin-partners/api/get-partner.ts';
import {
  useInvitePartnerUser,
  useResendPartnerInvitation,
  useWithdrawPartnerInvitation,
} from '#web/features/admin-partners/api/partner-invitations.ts';

function InviteForm({ partnerId }: { partnerId: string }) {
  const invite = useInvitePartnerUser();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  return (
    <div className="space-y-2">
      <CompactForm
        label="Invite a partner user"
        onSubmit={() => {
          invite.mutate(
            { partnerId, body: { email: email.trim(), name: name.trim() } },
            {
              onSuccess: ({ invitation }) => {
                toast.success(`Invitation sent to ${invitation.email}.`);
                setEmail('');
                setName('');
              },
            },
          );
        }}
      >
        <CompactField
          id="partner-invite-name"
          label="Name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="w-48 max-w-full"
        />
        <InviteEmailField id="partner-invite-email" value={email} onChange={setEmail} />
        <Button type="submit" disabled={invite.isPending}>
          Invite
        </Button>
      </CompactForm>
      <p className="text-xs text-slate-600">
        They get a link by e-mail (7 days, once), sign up or in with that address, and then turn on
        two-factor sign-in. Staff cannot be partner users.
      </p>
      {invite.isError && (
        <Alert>{errorMessage(invite.error, 'Failed to send the invitation.')}</Alert>
      )}
    </div>
  );
}

// A partner's page in the Partners tab: its terms, its people and their pending invitations
// (docs/decisions/091).
export function PartnerDetailDialog({
  partnerId,
  onClose,
  onEdit,
  billing,
}: {
  partnerId: string | null;
  onClose: () => void;
  onEdit: () => void;
  // The partner's billing, composed in app/ (a feature never imports another).
  billing?: ((partner: Partner) => ReactNode) | undefined;
}) {
  const detail = usePartner(partnerId);
  const resend = useResendPartnerInvitation();
  const withdraw = useWithdrawPartnerInvitation();
  const userColumns: Array<Column<PartnerMember>> = [
    { header: 'Name', cell: (u) => u.name },
    { header: 'Email', cell: (u) => u.email },
    {
      header: 'Two-factor',
      cell: (u) =>
        u.mfaEnabled ? <Badge tone="green">On</Badge> : <Badge tone="yellow">Off</Badge>,
    },
    {
      header: 'Status',
      cell: (u) =>
        u.suspended ? <Badge tone="red">Suspended</Badge> : <Badge tone="slate">Active</Badge>,
    },
  ];
  const invitationColumns: Array<Column<PartnerInvitation>> = [
    { header: 'Name', cell: (i) => i.name || '—' },
    { header: 'Email', cell: (i) => i.email },
  ];
  // The partner's invitations are addressed under the partner.
  const underPartner = <Output,>(action: {
    isPending: boolean;
    mutate: (
      input: { partnerId: string; invitationId: string },
      options: { onSuccess: (output: Output) => void; onError: (error: Error) => void },
    ) => void;
  }) => ({
    isPending: action.isPending,
    mutate: (
      invitationId: string,
      options: { onSuccess: () => void; onError: (error: Error) => void },
    ) => action.mutate({ partnerId: partnerId!, invitationId }, options),
  });
  return (
    <Dialog
      open={partnerId !== null}
      onClose={onClose}
      placement="side"
      size="xl"
      title={detail.data?.partner.name ?? 'Partner'}
    >
      <QueryState query={detail}>
        {({ partner, users, invitations }) => (
          <div className="space-y-6">
            <section className="space-y-2 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="blue">{partner.kind}</Badge>
                {partner.active ? (
                  <Badge tone="green">Active</Badge>
                ) : (
                  <Badge tone="red">Inactive</Badge>
                )}
                <Button variant="secondary" className="ml-auto px-2.5 py-1" onClick={onEdit}>
                  Edit
                </Button>
              </div>
              <p>
                <span className="font-medium">Referral link:</span>{' '}
                <code className="rounded bg-slate-100 px-1.5">
                  {window.location.origin}
                  {partner.referralPath}
                </code>
              </p>
              <p>
                <span className="font-medium">ABN:</span> {partner.abn || 'Not given'} ·{' '}
                <span className="font-medium">Billing e-mail:</span> {partner.billingEmail}
              </p>
              <p>
                {billingText(partner)} · {commissionText(partner)} ·{' '}
                {partner.requiresApproval ? 'Bookings need its approval' : 'No approval needed'}
              </p>
            </section>
            <section aria-labelledby="partner-users-title" className="space-y-2">
              <h3 id="partner-users-title" className="text-base font-semibold text-slate-900">
                Users
              </h3>
              {users.length === 0 ? (
                <p className="text-sm text-slate-600">Nobody yet: invite the first person below.</p>
              ) : (
                <DataTable
                  caption="Partner users"
                  columns={userColumns}
                  rows={users}
                  rowKey={(u) => u._id}
                />
              )}
            </section>
            <section aria-labelledby="partner-invitations-title" className="space-y-2">
              <h3 id="partner-invitations-title" className="text-base font-semibold text-slate-900">
                Pending invitations
              </h3>
              {invitations.length === 0 ? (
                <p className="text-sm text-slate-600">No pending invitations.</p>
              ) : (
                <PendingInvitationsTable
                  rows={invitations}
                  columns={invitationColumns}
                  resend={underPartner(resend)}
                  withdraw={underPartner(withdraw)}
                />
              )}
              {partner.active && <InviteForm partnerId={partner._id} />}
            </section>
            {billing?.(partner)}
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}

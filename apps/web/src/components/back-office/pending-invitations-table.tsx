import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatInstantDateTime } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';

type Invitation = { _id: string; email: string; sentAt: string; expiresAt: string };

// What a mutation of react-query offers that this table uses.
type Action = {
  isPending: boolean;
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
};

// Open invitations, staff's (docs/decisions/075) or a partner's (091), expired ones marked:
// Resend mails a new link (the old one stops working), Withdraw kills the link. `columns` are
// what the kind of invitation adds before its sending and expiry.
export function PendingInvitationsTable<T extends Invitation>({
  rows,
  columns,
  resend,
  withdraw,
}: {
  rows: T[];
  columns: Array<Column<T>>;
  resend: Action;
  withdraw: Action;
}) {
  const now = Date.now();
  const all: Array<Column<T>> = [
    ...columns,
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
    <DataTable caption="Pending invitations" columns={all} rows={rows} rowKey={(i) => i._id} />
  );
}

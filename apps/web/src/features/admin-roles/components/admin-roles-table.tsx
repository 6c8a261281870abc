import { ADMIN_ROLES } from '@landed/shared/constants';
import type { AdminRole } from '@landed/shared/constants';
import type { AdminMe, AdminTeamMember } from '@landed/shared/schemas/admin';

import { Button } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useChangeAdminRole } from '#web/features/admin-roles/api/change-admin-role.ts';
import { useAdminTeam } from '#web/features/admin-roles/api/get-admin-team.ts';
import { useRemoveAdmin } from '#web/features/admin-roles/api/remove-admin.ts';
import { AddStaffForm } from './add-staff-form.tsx';

// Admin roles (admin §2): add staff by e-mail with a role (default Support Admin; the same form
// as the Users tab's, docs/decisions/075), change a role, remove. Super Admin only; the server
// keeps at least one Super Admin.
export function AdminRolesTable({ me }: { me: AdminMe }) {
  const team = useAdminTeam();
  const change = useChangeAdminRole();
  const remove = useRemoveAdmin();
  const failed = (fallback: string) => (error: unknown) =>
    toast.error(errorMessage(error, fallback));
  const columns: Array<Column<AdminTeamMember>> = [
    { header: 'Name', cell: (a) => a.name },
    { header: 'Email', cell: (a) => a.email },
    {
      header: 'Role',
      cell: (a) => (
        <>
          <label htmlFor={`role-${a._id}`} className="sr-only">
            Role of {a.email}
          </label>
          <select
            id={`role-${a._id}`}
            value={a.role}
            disabled={change.isPending}
            onChange={(event) =>
              change.mutate(
                { id: a._id, role: event.target.value as AdminRole },
                {
                  onSuccess: () => toast.success('Role updated.'),
                  onError: failed('Failed to change the role.'),
                },
              )
            }
            className="rounded-md border border-slate-300 px-2 py-1 text-sm"
          >
            {ADMIN_ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (a) => (
        <Button
          variant="secondary"
          className="px-2.5 py-1"
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(`Remove ${a.email} from the admin team? Their account stays.`))
              return;
            remove.mutate(a._id, {
              onSuccess: () => toast.success('Administrator removed.'),
              onError: failed('Failed to remove the administrator.'),
            });
          }}
        >
          {a._id === me._id ? 'Leave team' : 'Remove'}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="roles-title" className="space-y-4">
      <h2 id="roles-title" className="text-xl font-semibold text-slate-900">
        Admin roles
      </h2>
      <AddStaffForm idPrefix="new-admin" />
      <QueryState query={team}>
        {(data) => (
          <DataTable
            caption="Admin team"
            columns={columns}
            rows={data.admins}
            rowKey={(a) => a._id}
          />
        )}
      </QueryState>
    </section>
  );
}

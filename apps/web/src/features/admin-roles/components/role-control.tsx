import { ADMIN_ROLES } from '@landed/shared/constants';
import type { AdminRole } from '@landed/shared/constants';

import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useAddAdmin } from '#web/features/admin-roles/api/add-admin.ts';
import { useChangeAdminRole } from '#web/features/admin-roles/api/change-admin-role.ts';
import { useRemoveAdmin } from '#web/features/admin-roles/api/remove-admin.ts';

const NONE = '';

// A user's staff role, in their profile (issue 25 item 3; Super Admin only). Someone not on
// the team is added as "Add staff" adds them (the server refuses an unconfirmed address);
// a member's role is changed, or removed, as on the team's table.
export function RoleControl({
  user,
}: {
  user: { _id: string; email: string; adminRole: AdminRole | null };
}) {
  const add = useAddAdmin();
  const change = useChangeAdminRole();
  const remove = useRemoveAdmin();
  const busy = add.isPending || change.isPending || remove.isPending;
  const failed = (error: unknown) => toast.error(errorMessage(error, 'Failed to change the role.'));
  const done = () => toast.success('Role updated.');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={`profile-role-${user._id}`} className="text-sm font-medium text-slate-700">
        Staff role
      </label>
      <select
        id={`profile-role-${user._id}`}
        value={user.adminRole ?? NONE}
        disabled={busy}
        onChange={(event) => {
          const role = event.target.value as AdminRole | typeof NONE;
          if (role === NONE) {
            if (!window.confirm(`Remove ${user.email} from the admin team? Their account stays.`))
              return;
            remove.mutate(user._id, { onSuccess: done, onError: failed });
          } else if (user.adminRole === null) {
            add.mutate({ email: user.email, role }, { onSuccess: done, onError: failed });
          } else {
            change.mutate({ id: user._id, role }, { onSuccess: done, onError: failed });
          }
        }}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm"
      >
        <option value={NONE}>No staff role</option>
        {ADMIN_ROLES.map((r) => (
          <option key={r}>{r}</option>
        ))}
      </select>
    </div>
  );
}

import { Download, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';

import type { AdminMe, AdminUserListItem } from '@landed/shared/schemas/admin';

import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatInstantDate } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { exportUsers } from '#web/features/admin-users/api/export-users.ts';
import { useUsers } from '#web/features/admin-users/api/get-users.ts';
import type { RoleControlSlot } from './user-profile-modal.tsx';
import { UserProfileModal } from './user-profile-modal.tsx';

// `staff`: adding staff and the open invitations, and `roleControl`: a user's role in their
// profile, for a Super Admin (issue 25 item 3; the admin-roles feature's, given by the page).
export function UsersTab({
  me,
  staff,
  roleControl,
}: {
  me: AdminMe;
  staff?: ReactNode;
  roleControl?: RoleControlSlot;
}) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const users = useUsers({ search, page });
  const canManage = me.permissions.includes('users:manage');
  const columns: Array<Column<AdminUserListItem>> = [
    {
      header: 'Name',
      className: 'font-medium text-slate-900',
      cell: (u) => (
        <>
          {u.name}
          {u.adminRole && <span className="ml-2 text-xs text-brand-700">({u.adminRole})</span>}
        </>
      ),
    },
    { header: 'Email', cell: (u) => u.email },
    { header: 'Type', cell: (u) => u.type || '—' },
    {
      header: 'Registered',
      className: 'whitespace-nowrap',
      cell: (u) => formatInstantDate(u.createdAt),
    },
    {
      header: 'Status',
      cell: (u) => <Badge tone={u.suspended ? 'red' : 'green'}>{u.status}</Badge>,
    },
    {
      header: 'Actions',
      cell: (u) => (
        <button
          type="button"
          className={buttonClass('secondary', 'px-2.5 py-1')}
          onClick={() => setOpenId(u._id)}
          aria-label={`View profile of ${u.name}`}
        >
          View Profile
        </button>
      ),
    },
  ];

  return (
    <section aria-labelledby="users-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="users-title" className="text-xl font-semibold text-slate-900">
          Users
        </h2>
        <form
          role="search"
          className="flex w-full flex-wrap gap-2 sm:w-auto"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(draft.trim());
            setPage(1);
          }}
        >
          <label htmlFor="user-search" className="sr-only">
            Search by name or e-mail
          </label>
          <input
            id="user-search"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Search by name or e-mail"
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm sm:w-64"
          />
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" className="size-4" />
            Search
          </Button>
          {canManage && (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() =>
                exportUsers({ search }).catch((error) =>
                  toast.error(errorMessage(error, 'Export failed.')),
                )
              }
            >
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </button>
          )}
        </form>
      </div>
      {staff}

      <QueryState query={users} empty="No users found." isEmpty={(data) => data.users.length === 0}>
        {(data) => (
          <DataTable caption="Users" columns={columns} rows={data.users} rowKey={(u) => u._id} />
        )}
      </QueryState>
      <Pager
        page={page}
        pageSize={25}
        total={users.data?.total ?? 0}
        onPageChange={setPage}
        count="of"
      />
      <UserProfileModal
        userId={openId}
        me={me}
        onClose={() => setOpenId(null)}
        roleControl={roleControl}
      />
    </section>
  );
}

import { Download, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';

import type { AdminMe, AdminUserListItem } from '@landed/shared/schemas/admin';

import { Badge } from '#web/components/ui/badge.tsx';
import { ListSection, ListTable, SearchForm } from '#web/components/back-office/list-kit.tsx';
import { useListParams } from '#web/components/back-office/list-params.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
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
  const { filters, setFilters, page, setPage } = useListParams({ q: '' });
  const search = filters.q;
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
    <ListSection
      id="users-title"
      title="Users"
      tools={
        <SearchForm
          id="user-search"
          label="Search by name or e-mail"
          placeholder="Search by name or e-mail"
          value={search}
          onSearch={(q) => setFilters({ q })}
          className="flex w-full flex-wrap gap-2 sm:w-auto"
          inputClassName="w-full sm:w-64"
          icon={<Search aria-hidden="true" className="size-4" />}
          after={
            canManage && (
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
            )
          }
        />
      }
    >
      {staff}

      <ListTable
        query={users}
        empty="No users found."
        rows={(data) => data.users}
        paging={{ page, setPage, pageSize: 25, count: 'of' }}
        caption="Users"
        columns={columns}
      />
      <UserProfileModal
        userId={openId}
        me={me}
        onClose={() => setOpenId(null)}
        roleControl={roleControl}
      />
    </ListSection>
  );
}

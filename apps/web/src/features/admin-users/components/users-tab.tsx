import { Download, Search } from 'lucide-react';
import { useState } from 'react';

import type { AdminMe } from '@landed/shared/schemas/admin';

import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Loading } from '../../../components/ui/page.tsx';
import { api } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatInstantDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadFile, useUsers } from '../api/users.ts';
import { UserProfileModal } from './user-profile-modal.tsx';

export function UsersTab({ me }: { me: AdminMe }) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const users = useUsers({ search, page });
  const canManage = me.permissions.includes('users:manage');
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / 25)) : 1;

  return (
    <section aria-labelledby="users-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="users-title" className="text-xl font-semibold text-slate-900">
          Users
        </h2>
        <form
          role="search"
          className="flex gap-2"
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
            className="w-64 rounded-md border border-slate-300 px-3 py-2 text-sm"
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
                downloadFile(
                  `${api.adminUsersExport}${search ? `?search=${encodeURIComponent(search)}` : ''}`,
                  'landed-users.csv',
                ).catch((error) => toast.error(errorMessage(error, 'Export failed.')))
              }
            >
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </button>
          )}
        </form>
      </div>

      {users.isPending ? (
        <Loading />
      ) : users.isError ? (
        <p role="alert" className="text-red-700">
          {users.error.message}
        </p>
      ) : users.data.users.length === 0 ? (
        <p className="text-slate-600">No users found.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Users</caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
              <tr>
                {['Name', 'Email', 'Type', 'Registered', 'Status', 'Actions'].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {users.data.users.map((u) => (
                <tr key={u._id}>
                  <td className="px-3 py-2 font-medium text-slate-900">
                    {u.name}
                    {u.adminRole && (
                      <span className="ml-2 text-xs text-brand-700">({u.adminRole})</span>
                    )}
                  </td>
                  <td className="px-3 py-2">{u.email}</td>
                  <td className="px-3 py-2">{u.type || '—'}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatInstantDate(u.createdAt)}</td>
                  <td className="px-3 py-2">
                    <Badge tone={u.suspended ? 'red' : 'green'}>{u.status}</Badge>
                  </td>
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      className={buttonClass('secondary', 'px-2.5 py-1')}
                      onClick={() => setOpenId(u._id)}
                      aria-label={`View profile of ${u.name}`}
                    >
                      View Profile
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {users.data && users.data.total > 25 && (
        <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </nav>
      )}
      <UserProfileModal userId={openId} me={me} onClose={() => setOpenId(null)} />
    </section>
  );
}

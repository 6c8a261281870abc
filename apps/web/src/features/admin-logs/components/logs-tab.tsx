import { useState } from 'react';

import type { AdminMe } from '@landed/shared/schemas/admin';

import { Button } from '../../../components/ui/button.tsx';
import { Loading } from '../../../components/ui/page.tsx';
import type { LogFilters } from '../api/logs.ts';
import { useLogs } from '../api/logs.ts';
import { AdminRolesTable } from './admin-roles-table.tsx';

const EMPTY: LogFilters = { action: '', actor: '', from: '', to: '' };

function describeDetails(details: Record<string, unknown>): string {
  const parts = Object.entries(details).map(
    ([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
  );
  return parts.join(', ');
}

export function LogsTab({ me }: { me: AdminMe }) {
  const [draft, setDraft] = useState<LogFilters>(EMPTY);
  const [filters, setFilters] = useState<LogFilters>(EMPTY);
  const [page, setPage] = useState(1);
  const logs = useLogs(filters, page);
  const field = (key: keyof LogFilters, label: string, type = 'text') => (
    <div>
      <label htmlFor={`log-${key}`} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`log-${key}`}
        type={type}
        value={draft[key]}
        onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
        className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
      />
    </div>
  );

  return (
    <div className="space-y-8">
      <section aria-labelledby="logs-title" className="space-y-4">
        <h2 id="logs-title" className="text-xl font-semibold text-slate-900">
          Logs
        </h2>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setFilters(draft);
            setPage(1);
          }}
        >
          {field('action', 'Action')}
          {field('actor', 'Actor (e-mail)')}
          {field('from', 'From', 'date')}
          {field('to', 'To', 'date')}
          <Button type="submit" variant="secondary">
            Filter
          </Button>
        </form>
        {logs.isPending ? (
          <Loading />
        ) : logs.isError ? (
          <p role="alert" className="text-red-700">
            {logs.error.message}
          </p>
        ) : logs.data.logs.length === 0 ? (
          <p className="text-slate-600">No log entries match.</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <caption className="sr-only">Log entries</caption>
              <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
                <tr>
                  {['When', 'Who', 'What', 'Entry', 'Details'].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {logs.data.logs.map((l) => (
                  <tr key={l._id}>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {new Date(l.date).toLocaleString('en-AU', {
                        timeZone: 'Australia/Melbourne',
                      })}
                    </td>
                    <td className="px-3 py-2">{l.user || 'system'}</td>
                    <td className="px-3 py-2">
                      <span className="font-mono text-xs">{l.action}</span>
                      <span className="block text-xs text-slate-600">{l.category}</span>
                    </td>
                    <td className="px-3 py-2 text-xs">
                      {l.entityType ? `${l.entityType} ${l.entityId.slice(0, 8)}` : '—'}
                    </td>
                    <td className="max-w-md px-3 py-2 text-xs break-words text-slate-700">
                      {describeDetails(l.details)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {logs.data && logs.data.total > 50 && (
          <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span>Page {page}</span>
            <Button
              variant="secondary"
              disabled={page * 50 >= logs.data.total}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
            </Button>
          </nav>
        )}
      </section>
      {me.permissions.includes('roles:manage') && <AdminRolesTable me={me} />}
    </div>
  );
}

import { useState } from 'react';

import type { LogEntry } from '@landed/shared/schemas/admin';

import { CompactField, CompactForm, ListTable } from '#web/components/back-office/list-kit.tsx';
import { useListParams } from '#web/components/back-office/list-params.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import type { LogFilters } from '#web/features/admin-logs/api/get-logs.ts';
import { useLogs } from '#web/features/admin-logs/api/get-logs.ts';
import { logSentence } from '#web/features/admin-logs/log-sentence.ts';

const EMPTY: LogFilters = { action: '', actor: '', from: '', to: '' };

const COLUMNS: Array<Column<LogEntry>> = [
  {
    header: 'When',
    className: 'whitespace-nowrap',
    cell: (l) => new Date(l.date).toLocaleString('en-AU', { timeZone: 'Australia/Melbourne' }),
  },
  { header: 'Who', cell: (l) => l.user || 'system' },
  {
    header: 'What',
    className: 'max-w-md break-words',
    cell: (l) => (
      <>
        <span className="text-sm text-slate-900">{logSentence(l)}</span>
        <span className="block font-mono text-xs text-slate-600">{l.action}</span>
      </>
    ),
  },
  {
    header: 'Entry',
    className: 'text-xs',
    cell: (l) => (l.entityType ? `${l.entityType} ${l.entityId.slice(0, 8)}` : '—'),
  },
];

export function LogsTab() {
  const { filters, setFilters, page, setPage } = useListParams(EMPTY);
  const [draft, setDraft] = useState<LogFilters>(filters);
  const logs = useLogs({ filters, page });
  const field = ({
    key,
    label,
    type = 'text',
  }: {
    key: keyof LogFilters;
    label: string;
    type?: string;
  }) => (
    <CompactField
      id={`log-${key}`}
      label={label}
      type={type}
      value={draft[key]}
      onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
    />
  );

  return (
    <section aria-labelledby="logs-title" className="space-y-4">
      <h2 id="logs-title" className="text-xl font-semibold text-slate-900">
        Logs
      </h2>
      <CompactForm
        onSubmit={() => {
          setFilters(draft);
        }}
      >
        {field({ key: 'action', label: 'Action' })}
        {field({ key: 'actor', label: 'Actor (e-mail)' })}
        {field({ key: 'from', label: 'From', type: 'date' })}
        {field({ key: 'to', label: 'To', type: 'date' })}
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </CompactForm>
      <ListTable
        query={logs}
        empty="No log entries match."
        rows={(data) => data.logs}
        paging={{ page, setPage, pageSize: 50, count: 'page' }}
        caption="Log entries"
        columns={COLUMNS}
      />
    </section>
  );
}

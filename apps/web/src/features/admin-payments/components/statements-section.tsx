import { useState } from 'react';

import { formatMoney } from '@landed/shared/money';
import type {
  StatementImport,
  StatementLine,
  StatementMapping,
  StatementMatch,
  StatementNeedsMapping,
} from '@landed/shared/schemas/statements';

import { CompactForm, ListTable } from '#web/components/back-office/list-kit.tsx';
import { useListParams } from '#web/components/back-office/list-params.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatInstantDate } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { useStatementImport } from '#web/features/admin-payments/api/get-statement-import.ts';
import { useStatementImports } from '#web/features/admin-payments/api/get-statement-imports.ts';
import { useImportStatement } from '#web/features/admin-payments/api/import-statement.ts';
import { useSaveStatementLayout } from '#web/features/admin-payments/api/save-statement-layout.ts';
import { useVerifyStatementMatches } from '#web/features/admin-payments/api/verify-statement-matches.ts';
import { StatementLineActions } from './statement-line-actions.tsx';

const cents = (dollars: number) => formatMoney(Math.round(dollars * 100));

// The lines to act on, by match; a mismatched or unmatched credit staff dismissed leaves its
// list for the dismissed one (docs/decisions/103).
const LISTS: Array<{
  key: StatementMatch | 'dismissed';
  title: string;
  empty: string;
  has: (l: StatementLine) => boolean;
}> = [
  {
    key: 'exact',
    title: 'Exact matches',
    empty: 'No exact matches.',
    has: (l) => l.match === 'exact',
  },
  {
    key: 'mismatched',
    title: 'Amount mismatches (part or over payment): decide by hand',
    empty: 'No mismatches.',
    has: (l) => l.match === 'mismatched' && !l.dismissed,
  },
  {
    key: 'unmatched',
    title: 'Unmatched credits (no booking reference)',
    empty: 'None.',
    has: (l) => l.match === 'unmatched' && !l.dismissed,
  },
  { key: 'dismissed', title: 'Dismissed credits', empty: 'None.', has: (l) => !!l.dismissed },
];

const lineColumns: Array<Column<StatementLine>> = [
  { header: 'Date', className: 'whitespace-nowrap', cell: (l) => l.postedOn },
  { header: 'Amount', cell: (l) => cents(l.amount) },
  { header: 'Booking', className: 'font-mono', cell: (l) => l.booking?.bookingId ?? '—' },
  {
    header: 'Owed',
    cell: (l) => (l.booking ? `${cents(l.booking.total)} (${l.booking.paymentStatus})` : '—'),
  },
  {
    header: 'Description',
    cell: (l) => (
      <>
        {l.description}
        {l.resolvedAt && (
          <span className="ml-2">
            <Badge tone="green">Verified</Badge>
          </span>
        )}
      </>
    ),
  },
];

// A credit decided by hand: linked to a booking or dismissed.
const decidedColumns: Array<Column<StatementLine>> = [
  ...lineColumns,
  { header: 'Action', cell: (l) => <StatementLineActions line={l} /> },
];

// One import's result: the lists and the one-click verification.
function ImportResult({ importId }: { importId: string }) {
  const result = useStatementImport(importId);
  const verify = useVerifyStatementMatches();
  return (
    <QueryState query={result}>
      {(data) => {
        const open = data.lines.filter((l) => l.match === 'exact' && !l.resolvedAt).length;
        return (
          <div className="space-y-4" aria-label={`Import of ${data.import.fileName}`}>
            <p className="text-sm text-slate-800">
              {data.import.fileName}: {data.import.credits} credits, {data.import.exact} exact,{' '}
              {data.import.mismatched} mismatched, {data.import.unmatched} unmatched,{' '}
              {data.import.duplicates} already imported.
            </p>
            <Button
              disabled={verify.isPending || open === 0}
              onClick={() =>
                verify.mutate(importId, {
                  onSuccess: ({ verified, skipped }) =>
                    toast.success(
                      `${verified} payment${verified === 1 ? '' : 's'} verified${skipped ? `; ${skipped} no longer exact` : ''}.`,
                    ),
                  onError: (error) =>
                    toast.error(errorMessage(error, 'Failed to verify the matches.')),
                })
              }
            >
              {verify.isPending ? 'Verifying...' : `Verify all exact matches (${open})`}
            </Button>
            {LISTS.map(({ key, title, empty, has }) => {
              const rows = data.lines.filter(has);
              return (
                <section key={key} aria-label={title} className="space-y-2">
                  <h4 className="font-semibold text-slate-900">{title}</h4>
                  {rows.length === 0 ? (
                    <p className="text-sm text-slate-600">{empty}</p>
                  ) : (
                    <DataTable
                      caption={title}
                      columns={key === 'exact' ? lineColumns : decidedColumns}
                      rows={rows}
                      rowKey={(l) => l._id}
                      rowProps={(l) => ({ 'data-testid': `statement-line-${l._id}` })}
                    />
                  )}
                </section>
              );
            })}
          </div>
        );
      }}
    </QueryState>
  );
}

// The columns of a CSV not recognised, chosen once; the server remembers them by the header.
function ColumnMapping({
  layout,
  onSaved,
  onCancel,
}: {
  layout: StatementNeedsMapping;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const save = useSaveStatementLayout();
  const [date, setDate] = useState(0);
  const [amountKind, setAmountKind] = useState<'amount' | 'credit'>('amount');
  const [amount, setAmount] = useState(Math.min(1, layout.columns.length - 1));
  const [description, setDescription] = useState(Math.min(2, layout.columns.length - 1));
  const select = ({
    id,
    label,
    value,
    set,
  }: {
    id: string;
    label: string;
    value: number;
    set: (v: number) => void;
  }) => (
    <div className="max-w-full">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => set(Number(event.target.value))}
        className="mt-1 max-w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      >
        {layout.columns.map((name, i) => (
          <option key={i} value={i}>
            {name || `Column ${i + 1}`}
            {layout.sample[0]?.[i] ? ` (e.g. ${layout.sample[0][i]})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      aria-label="Map the statement's columns"
      className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const mapping: StatementMapping = {
          hasHeader: layout.hasHeader,
          date,
          ...(amountKind === 'amount' ? { amount } : { credit: amount }),
          description: [description],
        };
        save.mutate({ headerKey: layout.headerKey, mapping }, { onSuccess: onSaved });
      }}
    >
      <p className="text-sm text-slate-800">{layout.message}</p>
      <div className="flex flex-wrap gap-4">
        {select({ id: 'map-date', label: 'Date', value: date, set: setDate })}
        <div>
          <label htmlFor="map-kind" className="block text-sm font-medium text-slate-800">
            Money in is
          </label>
          <select
            id="map-kind"
            value={amountKind}
            onChange={(event) => setAmountKind(event.target.value as 'amount' | 'credit')}
            className="mt-1 max-w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="amount">an amount column (money in positive)</option>
            <option value="credit">a credit column</option>
          </select>
        </div>
        {select({
          id: 'map-amount',
          label: amountKind === 'amount' ? 'Amount' : 'Credit',
          value: amount,
          set: setAmount,
        })}
        {select({
          id: 'map-description',
          label: 'Description',
          value: description,
          set: setDescription,
        })}
      </div>
      {save.isError && <Alert>{errorMessage(save.error, 'Failed to save the columns.')}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          Remember these columns and import
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

// The Finance screen of the Payments tab (issue 26, docs/decisions/088): a bank statement
// imported and matched to bookings, its result, and the import history. Only for those who act on
// payments (bookings:write): a statement shows the business's account.
export function StatementsSection() {
  const [file, setFile] = useState<File | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [mapping, setMapping] = useState<StatementNeedsMapping | null>(null);
  const { page, setPage } = useListParams({}, 'imports-');
  const upload = useImportStatement();
  const history = useStatementImports(page);

  const send = (chosen: File) =>
    upload.mutate(chosen, {
      onSuccess: (answer) => {
        if ('needsMapping' in answer) {
          setMapping(answer);
          return;
        }
        setMapping(null);
        setSelected(answer.importId);
        toast.success(
          `Imported: ${answer.exact} exact, ${answer.mismatched} mismatched, ${answer.unmatched} unmatched, ${answer.duplicates} already imported.`,
        );
      },
    });

  const historyColumns: Array<Column<StatementImport>> = [
    {
      header: 'Imported',
      className: 'whitespace-nowrap',
      cell: (i) => formatInstantDate(i.createdAt),
    },
    { header: 'By', cell: (i) => i.importedBy || '—' },
    { header: 'File', cell: (i) => `${i.fileName} (${i.format})` },
    {
      header: 'Matched',
      cell: (i) =>
        `${i.credits} credits: ${i.exact} exact, ${i.mismatched} mismatched, ${i.unmatched} unmatched, ${i.duplicates} already imported`,
    },
    {
      header: 'Open',
      cell: (i) => (
        <Button
          variant="secondary"
          className="px-2.5 py-1"
          onClick={() => setSelected(i._id)}
          aria-label={`Open the import of ${i.fileName}`}
        >
          Open
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="finance-title" className="space-y-4">
      <h3 id="finance-title" className="text-lg font-semibold text-slate-900">
        Finance: bank statements
      </h3>
      <CompactForm
        label="Import a bank statement"
        onSubmit={() => {
          if (file) send(file);
        }}
      >
        <div>
          <label htmlFor="statement-file" className="block text-sm font-medium text-slate-800">
            Statement (CommBank, NAB, ANZ or Westpac CSV, OFX or camt.053 XML)
          </label>
          <input
            id="statement-file"
            type="file"
            accept=".csv,.ofx,.qfx,.xml,text/csv,application/xml"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="mt-1 block max-w-full text-sm"
          />
        </div>
        <Button type="submit" disabled={!file || upload.isPending}>
          {upload.isPending ? 'Importing...' : 'Import statement'}
        </Button>
      </CompactForm>
      {upload.isError && (
        <Alert>{errorMessage(upload.error, 'Failed to import the statement.')}</Alert>
      )}
      {mapping && file && (
        <ColumnMapping
          layout={mapping}
          onSaved={() => send(file)}
          onCancel={() => setMapping(null)}
        />
      )}
      {selected && <ImportResult importId={selected} />}
      <h4 className="font-semibold text-slate-900">Import history</h4>
      <ListTable
        query={history}
        empty="No statement imported yet."
        rows={(data) => data.imports}
        paging={{ page, setPage, pageSize: 10 }}
        caption="Statement imports"
        columns={historyColumns}
      />
    </section>
  );
}

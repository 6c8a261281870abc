import type { UseQueryResult } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';

import type {
  CommissionsResponse,
  PartnerInvoicesResponse,
} from '@landed/shared/schemas/partner-billing';

import { Badge } from '#web/components/ui/badge.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { api } from '#web/config/api-endpoints.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatCalendarDate, formatDollars } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { useDownloadPartnerDocument } from '#web/features/partner-billing/api/download-partner-document.ts';
import { usePartnerCommissions } from '#web/features/partner-billing/api/get-partner-commissions.ts';
import { usePartnerInvoices } from '#web/features/partner-billing/api/get-partner-invoices.ts';

type Invoice = PartnerInvoicesResponse['invoices'][number];
type Statement = CommissionsResponse['statements'][number];

const money = (cents: number) => formatDollars(cents / 100);

function Download({ label, url, fileName }: { label: string; url: string; fileName: string }) {
  const download = useDownloadPartnerDocument();
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'px-2.5 py-1 whitespace-nowrap')}
      disabled={download.isPending}
      aria-label={label}
      onClick={() =>
        download.mutate(
          { url, fileName },
          {
            onError: (error) =>
              toast.error(errorMessage(error, 'The file could not be downloaded.')),
          },
        )
      }
    >
      <FileDown aria-hidden="true" className="size-4" />
      {fileName.endsWith('.csv') ? 'CSV' : 'PDF'}
    </button>
  );
}

// A section of the partner's documents: its heading and, once loaded, the totals over the list
// of documents (or `empty` when there are none).
function DocumentsSection<Data, Row extends { _id: string }>({
  id,
  title,
  query,
  loading,
  totals,
  empty,
  caption,
  columns,
  rows,
}: {
  id: string;
  title: string;
  query: UseQueryResult<Data>;
  loading: string;
  totals: (data: Data) => ReactNode;
  empty: string;
  caption: string;
  columns: Array<Column<Row>>;
  rows: (data: Data) => Row[];
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <QueryState query={query} loading={loading}>
        {(data) => (
          <div className="space-y-3">
            {totals(data)}
            {rows(data).length === 0 ? (
              <p className="text-slate-600">{empty}</p>
            ) : (
              <DataTable
                caption={caption}
                columns={columns}
                rows={rows(data)}
                rowKey={(r) => r._id}
              />
            )}
          </div>
        )}
      </QueryState>
    </section>
  );
}

// The partner's monthly invoices and what it owes (docs/decisions/096).
export function PartnerInvoices() {
  const invoices = usePartnerInvoices();
  const columns: Array<Column<Invoice>> = [
    { header: 'Invoice', cell: (i) => <span className="font-mono">{i.number}</span> },
    {
      header: 'Period',
      cell: (i) => `${formatCalendarDate(i.periodStart)} to ${formatCalendarDate(i.periodEnd)}`,
    },
    { header: 'Bookings', cell: (i) => i.bookings },
    { header: 'Amount', cell: (i) => money(i.totalCents) },
    { header: 'Due', cell: (i) => formatCalendarDate(i.dueOn) },
    {
      header: 'Status',
      cell: (i) =>
        i.paidAt ? (
          <Badge tone="green">Paid</Badge>
        ) : (
          <Badge tone={i.overdue ? 'red' : 'yellow'}>{i.overdue ? 'Overdue' : 'Due'}</Badge>
        ),
    },
    {
      header: 'Download',
      cell: (i) => (
        <Download
          label={`Download invoice ${i.number}`}
          url={api.partnerInvoice(i.number)}
          fileName={`Landed-${i.number}.pdf`}
        />
      ),
    },
  ];
  return (
    <DocumentsSection
      id="partner-invoices-title"
      title="Invoices"
      query={invoices}
      loading="Loading invoices…"
      empty="No invoices yet."
      caption="Invoices"
      columns={columns}
      rows={(data) => data.invoices}
      totals={(data) => (
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {[
            ['Owed', money(data.owedCents)],
            ['Overdue', money(data.overdueCents)],
            [
              'Not yet invoiced',
              `${money(data.uninvoiced.totalCents)} (${data.uninvoiced.bookings === 1 ? '1 booking' : `${data.uninvoiced.bookings} bookings`})`,
            ],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-lg font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    />
  );
}

// An agent's commissions and monthly statements (docs/decisions/097).
export function PartnerCommissions() {
  const commissions = usePartnerCommissions();
  const columns: Array<Column<Statement>> = [
    { header: 'Statement', cell: (s) => <span className="font-mono">{s.number}</span> },
    { header: 'Month', cell: (s) => s.month },
    { header: 'Commission', cell: (s) => money(s.totalCents) },
    {
      header: 'Status',
      cell: (s) =>
        s.paidAt ? <Badge tone="green">Paid</Badge> : <Badge tone="yellow">To be paid</Badge>,
    },
    {
      header: 'Download',
      cell: (s) => (
        <span className="flex gap-1.5">
          <Download
            label={`Download statement ${s.number} as PDF`}
            url={api.partnerCommissionStatement(s.number, 'pdf')}
            fileName={`Landed-${s.number}.pdf`}
          />
          <Download
            label={`Download statement ${s.number} as CSV`}
            url={api.partnerCommissionStatement(s.number, 'csv')}
            fileName={`Landed-${s.number}.csv`}
          />
        </span>
      ),
    },
  ];
  return (
    <DocumentsSection
      id="partner-commissions-title"
      title="Commissions"
      query={commissions}
      loading="Loading commissions…"
      empty="No statements yet."
      caption="Commission statements"
      columns={columns}
      rows={(data) => data.statements}
      totals={(data) => (
        <p className="text-slate-800">
          Earned and not yet paid: <span className="font-semibold">{money(data.unpaidCents)}</span>
        </p>
      )}
    />
  );
}

import { useState } from 'react';

import { melbourneDate } from '@landed/shared/dates';
import { formatMoney } from '@landed/shared/money';
import type { GstDocument } from '@landed/shared/schemas/reports';

import { Button } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { exportGstReport } from '#web/features/admin-reports/api/export-gst-report.ts';
import { useGstReport } from '#web/features/admin-reports/api/get-gst-report.ts';

const MONTHS = ['Jan–Mar', 'Apr–Jun', 'Jul–Sep', 'Oct–Dec'];

// A calendar quarter as a BAS names it: its months, then its quarter of the Australian
// financial year (July to June; Jul–Sep is Q1), written like the report's own "Q3 2026–27".
function basLabel(year: number, q: number): string {
  const fyStart = q >= 3 ? year : year - 1;
  const fyQuarter = q >= 3 ? q - 2 : q + 2;
  return `${MONTHS[q - 1]} ${year} (Q${fyQuarter} ${fyStart}–${String((fyStart + 1) % 100).padStart(2, '0')})`;
}

// "1 invoice", "2 invoices".
export const countOf = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

// The last eight calendar quarters up to the current one (today in Melbourne), newest first
// (docs/decisions/090).
export function recentQuarters(today: string): Array<{ value: string; label: string }> {
  let year = Number(today.slice(0, 4));
  let q = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  const quarters = [];
  for (let i = 0; i < 8; i++) {
    quarters.push({ value: `${year}-Q${q}`, label: basLabel(year, q) });
    q -= 1;
    if (q === 0) {
      q = 4;
      year -= 1;
    }
  }
  return quarters;
}

const dollars = (value: number) => formatMoney(Math.round(value * 100));

const columns: Array<Column<GstDocument>> = [
  { header: 'Date', className: 'whitespace-nowrap', cell: (d) => d.date },
  {
    header: 'Document',
    cell: (d) => (
      <>
        {d.kind} <span className="font-mono">{d.number}</span>
        {d.invoiceNumber && (
          <span className="block text-xs text-slate-600">for {d.invoiceNumber}</span>
        )}
        {!d.taxInvoice && <span className="block text-xs text-slate-600">no GST</span>}
      </>
    ),
  },
  { header: 'Booking', className: 'font-mono', cell: (d) => d.bookingRef },
  { header: 'Customer', cell: (d) => d.customer || '—' },
  { header: 'Total (incl. GST)', className: 'whitespace-nowrap', cell: (d) => dollars(d.total) },
  { header: 'GST', className: 'whitespace-nowrap', cell: (d) => dollars(d.gst) },
];

// GST by quarter for the accountant (Super Admin; docs/decisions/090): the figures a Business
// Activity Statement asks for, each invoice and adjustment note, and the same as CSV.
export function GstReport({ today = melbourneDate(new Date()) }: { today?: string }) {
  const quarters = recentQuarters(today);
  // The current quarter, Melbourne time (issue 33): what the owner looks at first; the one
  // last finished is one step down the list.
  const [quarter, setQuarter] = useState(quarters[0]!.value);
  const report = useGstReport(quarter);
  const [downloading, setDownloading] = useState(false);

  return (
    <section aria-labelledby="gst-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="gst-title" className="text-xl font-semibold text-slate-900">
          GST by quarter
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="gst-quarter" className="block text-sm font-medium text-slate-800">
              Quarter
            </label>
            <select
              id="gst-quarter"
              value={quarter}
              onChange={(event) => setQuarter(event.target.value)}
              className="mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
            >
              {quarters.map((q) => (
                <option key={q.value} value={q.value}>
                  {q.label}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="secondary"
            disabled={downloading}
            onClick={() => {
              setDownloading(true);
              exportGstReport({ quarter })
                .catch((error: unknown) =>
                  toast.error(errorMessage(error, 'Failed to download the GST report.')),
                )
                .finally(() => setDownloading(false));
            }}
          >
            Download CSV
          </Button>
        </div>
      </div>
      <QueryState query={report}>
        {(data) => (
          <>
            <p className="text-sm text-slate-700">
              {data.from} to {data.to}, Melbourne dates (the ATO’s {data.financialYearQuarter}).
            </p>
            <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {(
                [
                  [
                    `Total sales (G1), ${countOf(data.sales.count, 'invoice')}`,
                    data.bas.g1TotalSales,
                  ],
                  ['GST on sales (1A)', data.bas.gstOnSales1A],
                  [
                    `Refunds, ${countOf(data.refunds.count, 'adjustment note')}`,
                    data.refunds.total,
                  ],
                  ['GST on refunds (decreasing adjustments)', data.bas.decreasingAdjustments],
                  ['Net sales', data.net.total],
                  ['Net GST', data.net.gst],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
                  <dt className="text-sm text-slate-600">{label}</dt>
                  <dd className="mt-1 text-xl font-bold text-slate-900">{dollars(value)}</dd>
                </div>
              ))}
            </dl>
            {data.documents.length === 0 ? (
              <p className="text-sm text-slate-700">
                No invoice or adjustment note in this quarter.
              </p>
            ) : (
              <DataTable
                caption={`Invoices and adjustment notes, ${data.quarter}`}
                columns={columns}
                rows={data.documents}
                rowKey={(d) => `${d.kind}-${d.number}`}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
